// Uploads: type by magic bytes, size limit (413), dimensions from the header, content-addressed storage,
// and serving (resized variants, svg under a CSP, video ranges).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentHash } from '@server/services/file-store';
import { multipartFile, setupApp } from './helper';

const ctx = setupApp({ uploadLimits: { image: 200_000, video: 300_000 } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 193, g: 154, b: 107 } } })
    .png()
    .toBuffer();

/** A noisy picture, so re-encoding at a lower quality and width really shrinks it. */
async function jpeg(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919 + ((i / 3) | 0) * 31) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The smallest ISO-BMFF header an mp4 sniffer accepts, plus payload bytes. */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(4000, 7),
  ]);

const upload = (url: string, field: string, name: string, mime: string, content: Buffer) => {
  const body = multipartFile(field, name, mime, content);
  return ctx.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
};

describe('image uploads', () => {
  it('stores a PNG, records its size and serves it by hash', async () => {
    const content = await png(64, 48);
    const response = await upload('/api/v2/media/images', 'upload', 'swatch.png', 'image/png', content);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      hash: contentHash(content),
      width: 64,
      height: 48,
      fileSize: content.length,
      internalName: 'swatch.png',
      meta: {
        name: 'swatch.png',
        size: content.length,
        image: { width: 64, height: 48 },
        mimeType: 'image/png',
      },
      updatedByUser: { email: 'editor@example.com' },
    });
    const served = await ctx.app.inject({ url: `/dam/file/${data.hash}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('gives the same file the same hash and stores it once', async () => {
    const content = await png(10, 10);
    const first = (await upload('/api/v2/media/images', 'upload', 'a.png', 'image/png', content)).json();
    const second = (await upload('/api/v2/media/images', 'upload', 'b.png', 'image/png', content)).json();
    expect(second.data.hash).toBe(first.data.hash);
    expect(second.data.id).not.toBe(first.data.id);
    expect(await ctx.app.files.sizeOf(first.data.hash)).toBe(content.length);
  });

  it('reads JPEG dimensions and serves a smaller resized variant, cached', async () => {
    const content = await jpeg(400, 300);
    const response = await upload('/api/v2/media/images', 'upload', 'look.jpg', 'image/jpeg', content);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ width: 400, height: 300 });
    const url = `/dam/file/${data.hash}?width=100&quality=30`;
    const variant = await ctx.app.inject({ url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/jpeg');
    expect(variant.rawPayload.length).toBeLessThan(content.length);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(100);
    const again = await ctx.app.inject({ url });
    expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);
  });

  it('refuses a file over the limit with 413 and errors.upload', async () => {
    const content = Buffer.concat([await png(8, 8), Buffer.alloc(250_000)]);
    const response = await upload('/api/v2/media/images', 'upload', 'huge.png', 'image/png', content);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The upload must not be greater than 0.2 MB.',
      errors: { upload: ['The upload must not be greater than 0.2 MB.'] },
    });
  });

  it('tells the type by content, not by the name or the claimed mime type', async () => {
    const response = await upload(
      '/api/v2/media/images',
      'upload',
      'fake.png',
      'image/png',
      Buffer.from('hello'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.upload).toEqual(['File type "text/plain" is not supported']);
    const video = await upload('/api/v2/media/images', 'upload', 'clip.png', 'image/png', mp4());
    expect(video.json().errors.upload).toEqual(['File type "video/mp4" is not supported']);
  });

  it('asks for the upload field', async () => {
    const response = await upload('/api/v2/media/images', 'file', 'x.png', 'image/png', await png(2, 2));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.upload).toEqual(['The upload field is required.']);
    const json = await ctx.inject({
      method: 'POST',
      url: '/api/v2/media/images',
      payload: {},
    });
    expect(json.statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    const body = multipartFile('upload', 'a.png', 'image/png', await png(2, 2));
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v2/media/images', ...body });
    expect(response.statusCode).toBe(401);
  });

  it('serves svg under a CSP that runs no script, with its viewBox size', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><script>alert(1)</script></svg>',
    );
    const response = await upload('/api/v2/media/images', 'upload', 'logo.svg', 'image/svg+xml', svg);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ width: 120, height: 80, meta: { mimeType: 'image/svg+xml' } });
    const served = await ctx.app.inject({ url: `/dam/assets/${data.hash}.svg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const raster = await ctx.app.inject({ url: `/dam/assets/${contentHash(await png(64, 48))}.svg` });
    expect(raster.statusCode).toBe(404);
  });

  it('answers 404 for unknown hashes', async () => {
    expect((await ctx.app.inject({ url: `/dam/file/${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/dam/file/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/videos/${'a'.repeat(64)}` })).statusCode).toBe(404);
  });
});

describe('video uploads', () => {
  it('stores an mp4 under field `file` and serves byte ranges', async () => {
    const content = mp4();
    const response = await upload('/api/v2/media/videos', 'file', 'campaign.mp4', 'video/mp4', content);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      hash: contentHash(content),
      input: 'campaign.mp4',
      meta: { size: content.length },
    });

    const whole = await ctx.app.inject({ url: `/videos/${data.hash}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(content.length);

    const part = await ctx.app.inject({ url: `/videos/${data.hash}`, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${content.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');

    const tail = await ctx.app.inject({ url: `/videos/${data.hash}`, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.length).toBe(10);

    const outside = await ctx.app.inject({ url: `/videos/${data.hash}`, headers: { range: 'bytes=99999-' } });
    expect(outside.statusCode).toBe(416);
  });

  it('refuses an image sent as a video and a video over the limit', async () => {
    const image = await upload('/api/v2/media/videos', 'file', 'x.mp4', 'video/mp4', await png(4, 4));
    expect(image.statusCode).toBe(422);
    expect(image.json().errors.upload).toEqual(['File type "image/png" is not supported']);
    const big = await upload(
      '/api/v2/media/videos',
      'file',
      'big.mp4',
      'video/mp4',
      Buffer.concat([mp4(), Buffer.alloc(400_000)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errors.upload[0]).toBe('The upload must not be greater than 0.3 MB.');
  });
});

describe('deleting media', () => {
  it('removes the file (and its variants) once no media row uses it', async () => {
    const content = await jpeg(120, 90);
    const first = (await upload('/api/v2/media/images', 'upload', 'one.jpg', 'image/jpeg', content)).json()
      .data;
    const second = (await upload('/api/v2/media/images', 'upload', 'two.jpg', 'image/jpeg', content)).json()
      .data;
    expect((await ctx.app.inject({ url: `/dam/file/${first.hash}?width=50` })).statusCode).toBe(200);
    const remove = (id: number) => ctx.inject({ method: 'DELETE', url: `/api/v2/media/${id}` });
    expect((await remove(first.id)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/dam/file/${first.hash}` })).statusCode).toBe(200);
    expect((await remove(second.id)).statusCode).toBe(204);
    // A delete moves the media to the trash (services/trash): the file stays until both are purged.
    expect(await ctx.app.files.sizeOf(first.hash)).toBeDefined();
    const purge = (id: number) => ctx.inject({ method: 'DELETE', url: `/api/v2/trash/image/${id}` });
    expect((await purge(first.id)).statusCode).toBe(204);
    expect(await ctx.app.files.sizeOf(first.hash)).toBeDefined();
    expect((await purge(second.id)).statusCode).toBe(204);
    expect(await ctx.app.files.sizeOf(first.hash)).toBeUndefined();
    expect((await ctx.app.inject({ url: `/dam/file/${first.hash}?width=50` })).statusCode).toBe(404);
  });
});
