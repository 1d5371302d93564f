// Uploaded files on disk, addressed by content: `{dataDir}/files/{first two hex}/{sha256 hex}`. The same
// bytes uploaded twice get the same hash and are stored once. Files are written to a temporary name
// (`*.tmp`) and renamed, so a reader never sees half a file and concurrent writers of one hash do not
// clash; uploads are streamed to such a file while being hashed and counted (never held in memory).
// Temporary files left by a crash are removed when the server starts (removeTemporaryFiles).
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  hash: string;
  size: number;
  /** False when the same content was stored before. */
  created: boolean;
}

/** A stream written to a temporary file in the store: hashed, counted, its first bytes kept. */
export interface TemporaryFile {
  readonly hash: string;
  readonly size: number;
  /** The first `headBytes` bytes (to tell the type and read an image header). */
  readonly head: Buffer;
  /** Where it lies until commit or discard (for a header that lies past `head`). */
  readonly path: string;
  /** Moves the file to its place in the store (a no-op when the same content is stored already). */
  commit(): Promise<StoredFile>;
  /** Removes the temporary file (no error when it is gone). */
  discard(): Promise<void>;
}

export interface FileStore {
  /** `{dataDir}/files` */
  readonly filesDir: string;
  /** `{dataDir}/cache`: derived files (resized images), safe to delete. */
  readonly cacheDir: string;
  put(content: Buffer): Promise<StoredFile>;
  /** Streams `source` to a temporary file; on any error the temporary file is removed. */
  writeTemporary(source: Readable, headBytes?: number): Promise<TemporaryFile>;
  /** Deletes `*.tmp` files left by a process that died while writing (call at start only). */
  removeTemporaryFiles(): Promise<number>;
  /** Size in bytes, or undefined when no such file is stored (or the hash is malformed). */
  sizeOf(hash: string): Promise<number | undefined>;
  /** The first bytes of a stored file (to tell its type). */
  head(hash: string, bytes?: number): Promise<Buffer>;
  read(hash: string, range?: { start: number; end: number }): ReadStream;
  pathOf(hash: string): string;
  /** Removes the file and its cached variants (no error when absent). */
  remove(hash: string): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;

export const isContentHash = (value: string) => HASH.test(value);

export const contentHash = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export function createFileStore(dataDir: string): FileStore {
  const filesDir = join(dataDir, 'files');
  const cacheDir = join(dataDir, 'cache');

  const pathOf = (hash: string) => {
    if (!isContentHash(hash)) throw new Error(`not a content hash: ${hash}`);
    return join(filesDir, hash.slice(0, 2), hash);
  };

  const sizeOf = async (hash: string) => {
    if (!isContentHash(hash)) return undefined;
    try {
      const info = await stat(pathOf(hash));
      return info.isFile() ? info.size : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    filesDir,
    cacheDir,
    pathOf,
    sizeOf,
    async put(content) {
      const hash = contentHash(content);
      if ((await sizeOf(hash)) === content.length) return { hash, size: content.length, created: false };
      const target = pathOf(hash);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, content, { mode: 0o644 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { hash, size: content.length, created: true };
    },
    async writeTemporary(source, headBytes = 16_384) {
      await mkdir(filesDir, { recursive: true });
      const temporary = join(filesDir, `upload-${randomBytes(8).toString('hex')}.tmp`);
      const sha = createHash('sha256');
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sha.update(chunk);
          size += chunk.length;
          if (headLength < headBytes) {
            const part = Buffer.from(chunk.subarray(0, headBytes - headLength));
            head.push(part);
            headLength += part.length;
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, tap, createWriteStream(temporary, { mode: 0o644 }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const hash = sha.digest('hex');
      return {
        hash,
        size,
        head: Buffer.concat(head),
        path: temporary,
        async commit() {
          if ((await sizeOf(hash)) === size) {
            await rm(temporary, { force: true });
            return { hash, size, created: false };
          }
          const target = pathOf(hash);
          await mkdir(dirname(target), { recursive: true });
          await rename(temporary, target);
          return { hash, size, created: true };
        },
        discard: () => rm(temporary, { force: true }),
      };
    },
    async removeTemporaryFiles() {
      const names = await readdir(filesDir, { recursive: true }).catch(() => [] as string[]);
      const debris = names.filter((name) => name.endsWith('.tmp'));
      await Promise.all(debris.map((name) => rm(join(filesDir, name), { force: true })));
      return debris.length;
    },
    async head(hash, bytes = 4096) {
      const file = await open(pathOf(hash), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await file.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    read(hash, range) {
      return createReadStream(pathOf(hash), range);
    },
    async remove(hash) {
      await rm(pathOf(hash), { force: true });
      const variants = join(cacheDir, hash.slice(0, 2));
      const names = await readdir(variants).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name.startsWith(`${hash}-`))
          .map((name) => rm(join(variants, name), { force: true })),
      );
    },
  };
}
