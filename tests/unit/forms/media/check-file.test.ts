import { describe, expect, it, vi } from 'vitest';
import { checkFile } from '@/forms/media/check-file';

function file(name: string, type: string, size = 10) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('checkFile', () => {
  it('refuses a wrong type without reading the image', async () => {
    const readDimensions = vi.fn();
    expect(
      await checkFile(file('a.txt', 'text/plain'), {
        kind: 'image',
        constraints: { minWidth: 1 },
        readDimensions,
      }),
    ).toBe('File type "text/plain" is not supported');
    expect(readDimensions).not.toHaveBeenCalled();
  });
  it('reads the resolution only when a resolution or ratio limit exists', async () => {
    const readDimensions = vi.fn().mockResolvedValue({ width: 800, height: 600 });
    expect(await checkFile(file('a.png', 'image/png'), { kind: 'image', readDimensions })).toBeNull();
    expect(readDimensions).not.toHaveBeenCalled();
    expect(
      await checkFile(file('a.png', 'image/png'), {
        kind: 'image',
        constraints: { ratio: 1 },
        readDimensions,
      }),
    ).toBe('The image ratio (width ÷ height) is 1.333. It must be 1 (± 0.025).');
    expect(readDimensions).toHaveBeenCalledTimes(1);
  });
  it('says so when the image cannot be read', async () => {
    const readDimensions = vi.fn().mockRejectedValue(new Error('broken'));
    expect(
      await checkFile(file('broken.png', 'image/png'), {
        kind: 'image',
        constraints: { minWidth: 1 },
        readDimensions,
      }),
    ).toBe('The image "broken.png" could not be read.');
  });
  it('checks videos by size only', async () => {
    const readDimensions = vi.fn();
    const constraints = { minWidth: 9999, maxSize: 1 };
    expect(
      await checkFile(file('v.mp4', 'video/mp4', 500), { kind: 'video', constraints, readDimensions }),
    ).toBeNull();
    expect(
      await checkFile(file('v.mp4', 'video/mp4', 1001), { kind: 'video', constraints, readDimensions }),
    ).toMatch(/maximum file size is 0.001 MB/);
    expect(readDimensions).not.toHaveBeenCalled();
  });
});
