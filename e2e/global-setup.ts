import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt } from '../scripts/build-server.mjs';
import { startE2eServer, TEMPLATE_ENV } from './server';
import { port } from './support';

/**
 * Once per run: the compiled server (rebuilt when older than its sources) seeds the demo data into a folder
 * that every e2e file's server starts from a copy of (e2e/server.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureServerBuilt();
  const seeding = await startE2eServer(port);
  const template = mkdtempSync(join(tmpdir(), 'content-e2e-template-'));
  await seeding.stop({ keepDataIn: template });
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    const { rmSync } = await import('node:fs');
    rmSync(template, { recursive: true, force: true });
  };
}
