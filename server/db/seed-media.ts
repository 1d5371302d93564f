// Demo media of the seed: the images of server/db/seed-files/ go into the file store and become media
// rows of the tenant, so image tiles and pickers show real pictures on a fresh start.
import type { FileStore } from '../services/file-store';
import { seedImages } from '../services/seed-images';
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
  return seedImages().length;
}
