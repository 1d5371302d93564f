// The pixel limit for AVIF uploads (issue 7 §2): the size an AVIF declares (its `ispe` property) is found
// wherever the header lies in the file and however large it is; an AVIF whose size cannot be told is refused
// rather than stored unchecked. The files are built from boxes (avif-boxes.ts), none is ever decoded.
import { describe, expect, it } from 'vitest';
import { tooManyPixelsMessage, unreadableSizeMessage } from '@server/services/image-limits';
import { avif, box } from './avif-boxes';
import { multipartFile, setupApp } from './helper';

const MAX_PIXELS = 1_000_000;
const ctx = setupApp({ images: { maxPixels: MAX_PIXELS }, uploadLimits: { image: 2_000_000 } });

const uploadAvif = (content: Buffer) => {
  const body = multipartFile('upload', 'picture.avif', 'image/avif', content);
  return ctx.inject({
    method: 'POST',
    url: '/api/v2/media/images',
    payload: body.payload,
    headers: body.headers,
  });
};

/** 300 KB of nothing before the header: past the first 128 KB an upload keeps to read it. */
const LARGE_BOX = box('free', Buffer.alloc(300_000));

describe('AVIF uploads', () => {
  it('records the size an AVIF header declares', async () => {
    const response = await uploadAvif(avif(640, 480));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ width: 640, height: 480, meta: { mimeType: 'image/avif' } });
  });

  it('refuses an AVIF above IMAGE_MAX_PIXELS with 422 and errors.upload', async () => {
    const response = await uploadAvif(avif(1001, 1000));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.upload).toEqual([tooManyPixelsMessage(MAX_PIXELS)]);
  });

  it('refuses an AVIF declaring more pixels than sharp opens by default (20000 × 20000)', async () => {
    const response = await uploadAvif(avif(20_000, 20_000));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.upload).toEqual([tooManyPixelsMessage(MAX_PIXELS)]);
  });

  it('finds the size when the ispe box comes after a large box', async () => {
    const bomb = avif(1001, 1000, { before: LARGE_BOX });
    expect(bomb.indexOf('ispe')).toBeGreaterThan(128 * 1024);
    const refused = await uploadAvif(bomb);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.upload).toEqual([tooManyPixelsMessage(MAX_PIXELS)]);

    const fine = await uploadAvif(avif(640, 480, { before: LARGE_BOX }));
    expect(fine.statusCode).toBe(201);
    expect(fine.json().data).toMatchObject({ width: 640, height: 480 });
  });

  it('refuses an AVIF whose size cannot be read instead of storing it unchecked', async () => {
    const response = await uploadAvif(avif(640, 480, { broken: true }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.upload).toEqual([unreadableSizeMessage]);
  });
});
