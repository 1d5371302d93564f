// Demo media of the seed: the images and videos of server/db/seed-files/ go into the file store and become
// media rows of the tenant, so tiles, pickers and players show real files on a fresh start.
import { demoImages, demoVideos } from '../../services/demo-files';
import type { FileStore } from '../../services/file-store';
import { storeUpload } from '../../services/uploads';
import type { Db } from '../client';

export async function seedMediaFiles(
  db: Db,
  files: FileStore,
  owner: { tenantId: number; userId: number | null },
): Promise<number> {
  for (const image of demoImages()) {
    await storeUpload(db, files, { kind: 'image', filename: image.name, content: image.content, ...owner });
  }
  for (const video of demoVideos()) {
    await storeUpload(db, files, { kind: 'video', filename: video.name, content: video.content, ...owner });
  }
  return demoImages().length + demoVideos().length;
}
