// The demo images shipped in server/db/seed-files/ (made by scripts/make-seed-images.mjs). Their hashes
// are stable, so seed content and the demo product catalogue can point at them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './file-store';

export const SEED_FILES_DIR = fileURLToPath(new URL('../db/seed-files/', import.meta.url));

export interface SeedImage {
  name: string;
  content: Buffer;
  hash: string;
}

let cached: SeedImage[] | undefined;

export function seedImages(): SeedImage[] {
  cached ??= readdirSync(SEED_FILES_DIR)
    .filter((name) => /\.(jpe?g|png|gif|webp|svg)$/i.test(name))
    .sort()
    .map((name) => {
      const content = readFileSync(join(SEED_FILES_DIR, name));
      return { name, content, hash: contentHash(content) };
    });
  return cached;
}

/** Hashes of the raster seed images (product pictures). */
export const seedImageHashes = () =>
  seedImages()
    .filter((image) => !image.name.endsWith('.svg'))
    .map((image) => image.hash);
