// Demo media of the seed: the images and videos of server/db/seed-files/ go into the file store and become
// media rows of the tenant, so tiles, pickers and players show real files on a fresh start.
import { Readable } from 'node:stream';
import { demoImages, demoVideos } from '@server/services/demo-files';
import type { FileStore } from '@server/services/file-store';
import { storeUpload } from '@server/services/uploads';
import type { Db } from '../client';

export async function seedMediaFiles(
  db: Db,
  files: FileStore,
  owner: { tenantId: number; userId: number | null },
): Promise<number> {
  // The same path as an upload: through a temporary file into the store, with its row.
  const store = async (kind: 'image' | 'video', demo: { name: string; content: Buffer }) => {
    const file = await files.writeTemporary(Readable.from([demo.content]));
    await storeUpload(db, files, { kind, filename: demo.name, file, ...owner });
  };
  for (const image of demoImages()) await store('image', image);
  for (const video of demoVideos()) await store('video', video);
  return demoImages().length + demoVideos().length;
}
