// The demo files: images and videos shipped in server/db/seed-files/ (made by scripts/make-seed-images.mjs
// and scripts/make-seed-videos.ts). Their hashes are stable, so the seed's content and the demo products
// can point at them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_FILES_DIR } from '../paths';
import { contentHash } from './file-store';

export interface DemoFile {
  name: string;
  content: Buffer;
  hash: string;
}

const cache = new Map<RegExp, DemoFile[]>();

function demoFiles(pattern: RegExp): DemoFile[] {
  let files = cache.get(pattern);
  if (!files) {
    files = readdirSync(SEED_FILES_DIR)
      .filter((name) => pattern.test(name))
      .sort()
      .map((name) => {
        const content = readFileSync(join(SEED_FILES_DIR, name));
        return { name, content, hash: contentHash(content) };
      });
    cache.set(pattern, files);
  }
  return files;
}

const IMAGE_FILES = /\.(jpe?g|png|gif|webp|svg)$/i;
const VIDEO_FILES = /\.(webm|mp4)$/i;

export const demoImages = (): DemoFile[] => demoFiles(IMAGE_FILES);

export const demoVideos = (): DemoFile[] => demoFiles(VIDEO_FILES);

/** Hashes of the raster seed images (product pictures). */
export const demoImageHashes = () =>
  demoImages()
    .filter((image) => !image.name.endsWith('.svg'))
    .map((image) => image.hash);
