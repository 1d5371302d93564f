// Storage: the content-addressed file store under the data folder, shared as `app.files` (uploads write
// to it, file delivery reads from it, the seed puts the demo files there). Temporary files left by an
// earlier process are removed at start.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from '../services/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export interface StorageOptions {
  dataDir: string;
}

async function storage(app: FastifyInstance, options: StorageOptions) {
  const files = createFileStore(options.dataDir);
  // Half-written uploads of a process that died (kill -9, power loss): nothing refers to them.
  const removed = await files.removeTemporaryFiles();
  if (removed) app.log.info({ removed }, 'removed temporary files left by an earlier process');
  app.decorate('files', files);
}

export default fp(storage, { name: 'storage' });
