// Uploads are streamed to disk: the file grows in the store while the body is still arriving (a buffered
// upload writes nothing until the whole body is in memory); too large a stream leaves nothing behind;
// temporary files of a crashed process are removed at start.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { build, setupApp, signIn } from './helper';
import { migratedDataDir } from './template';

const MB = 1024 * 1024;

const ctx = setupApp({ uploadLimits: { video: 60 * MB } });
const filesDir = () => ctx.app.files.filesDir;
const temporaryFiles = () =>
  readdirSync(filesDir(), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tmp'));

const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
]);

/**
 * A multipart body of `total` bytes of video, made chunk by chunk. After `waitAfter` bytes it waits
 * until a temporary file of at least `expectOnDisk` bytes is in the store — which only happens when the
 * server writes the upload while it is still arriving.
 */
function streamedVideo(total: number, waitAfter = Infinity, expectOnDisk = 0) {
  const boundary = `----stream-${randomBytes(6).toString('hex')}`;
  const seen = { onDisk: 0 };
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    yield MP4_HEAD;
    let sent = MP4_HEAD.length;
    const chunk = Buffer.alloc(256 * 1024, 7);
    while (sent < total) {
      const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += part.length;
      yield Buffer.from(part);
      if (sent >= waitAfter && seen.onDisk === 0) {
        for (let i = 0; i < 200 && seen.onDisk < expectOnDisk; i++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          const sizes = temporaryFiles().map((name) => statSync(join(filesDir(), name)).size);
          seen.onDisk = Math.max(0, ...sizes);
        }
        if (seen.onDisk < expectOnDisk) throw new Error('nothing written while the upload arrives');
      }
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    seen,
    request: {
      method: 'POST' as const,
      url: '/api/v2/media/videos',
      payload: Readable.from(body()),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
  };
}

describe('streamed uploads', () => {
  it('writes a 50 MB upload to disk while it arrives, and stores it', async () => {
    const upload = streamedVideo(50 * MB, 40 * MB, 30 * MB);
    const before = process.memoryUsage().arrayBuffers;
    const response = await ctx.inject(upload.request);
    const grown = process.memoryUsage().arrayBuffers - before;
    expect(response.statusCode).toBe(201);
    expect(upload.seen.onDisk).toBeGreaterThanOrEqual(30 * MB);
    const { data } = response.json();
    expect(data.meta.size).toBe(50 * MB);
    expect(await ctx.app.files.sizeOf(data.hash)).toBe(50 * MB);
    expect(temporaryFiles()).toEqual([]);
    console.info(`50 MB upload: arrayBuffers grew by ${(grown / MB).toFixed(1)} MB`);
  }, 120_000);

  it('refuses a stream past the limit with 413 and leaves no file behind', async () => {
    const response = await ctx.inject(streamedVideo(61 * MB).request);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.upload[0]).toMatch(/must not be greater than/);
    expect(temporaryFiles()).toEqual([]);
  }, 120_000);
});

describe('temporary files left by a crash', () => {
  it('are removed when the server starts', async () => {
    // A data folder whose database is migrated already (the start's clean-up is the subject, not initdb).
    const dir = migratedDataDir('content-upload-debris-');
    try {
      mkdirSync(join(dir, 'files', 'ab'), { recursive: true });
      const debris = [
        join(dir, 'files', 'upload-0123.tmp'),
        join(dir, 'files', 'ab', `${'ab'.repeat(32)}.x.tmp`),
      ];
      for (const path of debris) writeFileSync(path, 'half a file');
      writeFileSync(join(dir, 'files', 'ab', 'ab'.repeat(32)), 'a stored file');
      const app = await build({
        dataDir: dir,
        seed: 'none',
        admin: { email: 'debris.admin@example.com', password: 'debris-admin-pass' },
      });
      try {
        await signIn(app, { email: 'debris.admin@example.com', password: 'debris-admin-pass' });
        for (const path of debris) expect(existsSync(path)).toBe(false);
        expect(existsSync(join(dir, 'files', 'ab', 'ab'.repeat(32)))).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
