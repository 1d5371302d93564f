// Uploaded files on disk, addressed by content: `{dataDir}/files/{first two hex}/{sha256 hex}`. The same
// bytes uploaded twice get the same hash and are stored once. Files are written to a temporary name and
// renamed, so a reader never sees half a file and concurrent writers of one hash do not clash.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface StoredFile {
  hash: string;
  size: number;
  /** False when the same content was stored before. */
  created: boolean;
}

export interface FileStore {
  /** `{dataDir}/files` */
  readonly filesDir: string;
  /** `{dataDir}/cache`: derived files (resized images), safe to delete. */
  readonly cacheDir: string;
  put(content: Buffer): Promise<StoredFile>;
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
