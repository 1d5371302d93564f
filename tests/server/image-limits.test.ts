// Image bombs (issue 7 §2): the pixel limit on uploads and in sharp, the fixed widths and qualities of
// variants, at most two renders at once and a bounded queue behind them.
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tooManyPixelsMessage, unreadableSizeMessage } from '@server/services/image-limits';
import { nearest, VARIANT_QUALITIES, VARIANT_WIDTHS } from '@server/services/image-variants';
import { build, multipartFile, setupApp } from './helper';

const MAX_PIXELS = 1_000_000;
const ctx = setupApp({ images: { maxPixels: MAX_PIXELS }, uploadLimits: { image: 2_000_000 } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 12, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/** Noise, so that rendering takes real work. */
async function jpeg(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919 + ((i / 3) | 0) * 31) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const uploadImage = (name: string, content: Buffer) => {
  const body = multipartFile('upload', name, 'image/png', content);
  return ctx.inject({
    method: 'POST',
    url: '/api/v2/media/images',
    payload: body.payload,
    headers: body.headers,
  });
};

const cachedVariants = () =>
  readdirSync(ctx.app.files.cacheDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );

describe('the pixel limit', () => {
  it('refuses an upload above IMAGE_MAX_PIXELS with 422 and errors.upload', async () => {
    const response = await uploadImage('bomb.png', await png(1001, 1000));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.upload).toEqual([tooManyPixelsMessage(MAX_PIXELS)]);
  });

  it('accepts an upload at the limit', async () => {
    expect((await uploadImage('fine.png', await png(1000, 1000))).statusCode).toBe(201);
  });

  it('refuses the header of a bomb whatever the file size (a patched PNG header)', async () => {
    const small = Buffer.from(await png(8, 8));
    small.writeUInt32BE(16_000, 16);
    small.writeUInt32BE(16_000, 20);
    const response = await uploadImage('patched.png', small);
    expect(response.statusCode).toBe(422);
  });

  it('refuses an image whose size neither its header nor sharp can read', async () => {
    // Still a WebP by its RIFF header, but its one chunk is of no known kind.
    const broken = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    broken.write('VP8Q', 12, 'latin1');
    const response = await uploadImage('broken.webp', broken);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.upload).toEqual([unreadableSizeMessage]);
  });

  it('is passed to sharp: a stored file above it is served as it is, never decoded', async () => {
    // Planted past the upload check (an older upload, or a file put by hand).
    const content = await png(1200, 1000);
    const { hash } = await ctx.app.files.put(content);
    const served = await ctx.app.inject({ url: `/dam/file/${hash}?width=64` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
  });
});

describe('variant widths and qualities', () => {
  it('rounds to the nearest allowed value', () => {
    expect(nearest(VARIANT_WIDTHS, 1)).toBe(32);
    expect(nearest(VARIANT_WIDTHS, 130)).toBe(128);
    expect(nearest(VARIANT_WIDTHS, 99_999)).toBe(3840);
    expect(nearest(VARIANT_QUALITIES, 1)).toBe(30);
    expect(nearest(VARIANT_QUALITIES, 33)).toBe(30);
    expect(nearest(VARIANT_QUALITIES, 100)).toBe(100);
    // The SPA's thumbnail quality (spec 1 §7) and the default stay exact.
    expect(VARIANT_QUALITIES).toContain(30);
    expect(VARIANT_QUALITIES).toContain(80);
  });

  it('serves many asked widths from a few cached variants', async () => {
    const content = await jpeg(400, 300);
    const { hash } = await ctx.app.files.put(content);
    const before = cachedVariants().length;
    const answers = await Promise.all(
      [121, 125, 128, 131, 135].map((width) =>
        ctx.app.inject({ url: `/dam/file/${hash}?width=${width}&quality=${29 + (width % 3)}` }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(128);
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    expect(cachedVariants().length - before).toBe(1);
  });
});

describe('rendering', () => {
  it('renders at most two variants at once', async () => {
    const content = await jpeg(1000, 1000);
    const { hash } = await ctx.app.files.put(content);
    const widths = [160, 240, 320, 480, 640, 800];
    const answers = await Promise.all(
      widths.map((width) => ctx.app.inject({ url: `/dam/file/${hash}?width=${width}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(widths.map(() => 200));
    expect(ctx.app.imageVariants.peakConcurrency).toBeGreaterThanOrEqual(1);
    expect(ctx.app.imageVariants.peakConcurrency).toBeLessThanOrEqual(2);
  });
});

describe('the render queue', () => {
  it('refuses renders beyond the waiting limit with 503 and Retry-After instead of piling them up', async () => {
    const app = await build({ images: { concurrency: 1, queueLimit: 1 } });
    try {
      const { hash } = await app.files.put(await jpeg(1600, 1600));
      const widths = [160, 240, 320, 480, 640, 800];
      const answers = await Promise.all(
        widths.map((width) => app.inject({ url: `/dam/file/${hash}?width=${width}` })),
      );
      const refused = answers.filter((answer) => answer.statusCode === 503);
      // One renders, one waits, the rest are refused at once.
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
      expect(refused).toHaveLength(widths.length - 2);
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.json().message).toMatch(/try again/);
      }
      // Once the queue has drained, the same request renders.
      expect((await app.inject({ url: `/dam/file/${hash}?width=800` })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000); // builds an app of its own (a fresh database), as the hooks do
});
