// Storage: the content-addressed file store under the data folder, shared as `app.files` (uploads write
// to it, file delivery reads from it, the seed puts the demo files there).
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
  app.decorate('files', createFileStore(options.dataDir));
}

export default fp(storage, { name: 'storage' });
