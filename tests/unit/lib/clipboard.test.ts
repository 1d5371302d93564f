import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/lib/clipboard';

/** jsdom has neither `navigator.clipboard` nor `execCommand`: each test installs what it needs. */
function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}
function setExecCommand(value: unknown) {
  Object.defineProperty(document, 'execCommand', { value, configurable: true, writable: true });
}

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
});

describe('copyText', () => {
  it('uses the Clipboard API when the origin is secure', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await copyText('https://example.com/a');
    expect(writeText).toHaveBeenCalledWith('https://example.com/a');
  });

  it('falls back to a selected textarea and execCommand on a plain-HTTP host (no navigator.clipboard)', async () => {
    setClipboard(undefined);
    let copied = '';
    setExecCommand(
      vi.fn(() => {
        copied = (document.activeElement as HTMLTextAreaElement).value;
        return true;
      }),
    );
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    await copyText('http://content.test/bundles/12');
    expect(copied).toBe('http://content.test/bundles/12');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('falls back too when the Clipboard API refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const exec = vi.fn(() => true);
    setExecCommand(exec);
    await copyText('x');
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('rejects when neither way works, so the caller can show the failure toast', async () => {
    setClipboard(undefined);
    await expect(copyText('x')).rejects.toThrow();
    setExecCommand(vi.fn(() => false));
    await expect(copyText('x')).rejects.toThrow();
  });
});
