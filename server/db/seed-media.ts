// Demo media of the seed: the images and videos of server/db/seed-files/ go into the file store and become
// media rows of the tenant, so tiles, pickers and players show real files on a fresh start.
import type { FileStore } from '../services/file-store';
import { seedImages, seedVideos } from '../services/seed-images';
import { storeUpload } from '../services/uploads';
import type { Db } from './client';

export async function seedMediaFiles(
  db: Db,
  files: FileStore,
  owner: { tenantId: number; userId: number | null },
): Promise<number> {
  for (const image of seedImages()) {
    await storeUpload(db, files, { kind: 'image', filename: image.name, content: image.content, ...owner });
  }
  for (const video of seedVideos()) {
    await storeUpload(db, files, { kind: 'video', filename: video.name, content: video.content, ...owner });
  }
  return seedImages().length + seedVideos().length;
}
