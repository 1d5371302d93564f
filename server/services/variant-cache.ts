// The on-disk cache of resized images, bounded in bytes: the least recently used variants are removed
// once the total passes the limit (issue 7 §2: an unbounded cache filled the disk). The index is kept in
// memory — a Map in use order — and rebuilt from the folder (by modification time) at start.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const DEFAULT_VARIANT_CACHE_BYTES = 1_000_000_000;

export interface VariantCache {
  get(name: string): Promise<Buffer | undefined>;
  put(name: string, content: Buffer): Promise<void>;
  /** Bytes the cache believes it holds. */
  readonly bytes: number;
}

/** `name` is `{hash}-…`; files live in `{dir}/{first two characters}/{name}` (file-store removes them there). */
const pathIn = (dir: string, name: string) => join(dir, name.slice(0, 2), name);

function scan(dir: string): { name: string; size: number; mtime: number }[] {
  mkdirSync(dir, { recursive: true });
  const found: { name: string; size: number; mtime: number }[] = [];
  for (const shard of readdirSync(dir)) {
    let names: string[];
    try {
      names = readdirSync(join(dir, shard));
    } catch {
      continue;
    }
    for (const name of names) {
      if (name.endsWith('.tmp')) continue;
      try {
        const info = statSync(join(dir, shard, name));
        if (info.isFile()) found.push({ name, size: info.size, mtime: info.mtimeMs });
      } catch {
        // removed meanwhile
      }
    }
  }
  return found.sort((a, b) => a.mtime - b.mtime);
}

export function createVariantCache(dir: string, maxBytes = DEFAULT_VARIANT_CACHE_BYTES): VariantCache {
  const index = new Map<string, number>(); // name → size, oldest use first
  let bytes = 0;
  for (const entry of scan(dir)) {
    index.set(entry.name, entry.size);
    bytes += entry.size;
  }

  const forget = (name: string) => {
    const size = index.get(name);
    if (size === undefined) return;
    index.delete(name);
    bytes -= size;
  };

  async function trim() {
    for (const [name] of index) {
      if (bytes <= maxBytes) break;
      forget(name);
      await rm(pathIn(dir, name), { force: true });
    }
  }

  // One trim at a time: a put waits for the start-up trim too, so its files are gone when it returns.
  let trimming = Promise.resolve();
  const evict = () => (trimming = trimming.then(trim, trim));

  void evict();

  return {
    get bytes() {
      return bytes;
    },
    async get(name) {
      try {
        const content = await readFile(pathIn(dir, name));
        const size = index.get(name);
        // Most recently used goes to the end.
        index.delete(name);
        index.set(name, size ?? content.length);
        if (size === undefined) bytes += content.length;
        return content;
      } catch {
        forget(name); // removed with its file (media deleted) or evicted
        return undefined;
      }
    },
    async put(name, content) {
      if (content.length > maxBytes) return;
      const target = pathIn(dir, name);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, content);
        await rename(temporary, target);
      } catch {
        await rm(temporary, { force: true });
        return;
      }
      forget(name);
      index.set(name, content.length);
      bytes += content.length;
      await evict();
    },
  };
}
