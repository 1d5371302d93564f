// A first start on an empty embedded database seeds it, then reopens the database to give back the memory
// the seed grew (issue 26 §6): the server goes on working on the reopened database, on disk.
import { rmSync } from 'node:fs';
import { expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { tenants } from '@server/db/schema';
import { createSpaDir, FAST_PASSWORDS, signIn } from './helper';
import { migratedDataDir } from './template';

it('the seeded, reopened embedded database serves sign-ins and saves', async () => {
  // Its database migrated already (the migrated template): the seed and the reopen are the subject.
  const dataDir = migratedDataDir('content-reopen-');
  const spaDir = createSpaDir();
  let seeded = false;
  const app = await buildApp({
    dataDir,
    spaDir,
    passwordCost: FAST_PASSWORDS,
    seed: 'demo',
    onSeeded: (result) => (seeded = result.seeded),
    jobs: { autoStart: false },
    notifications: { scanIntervalMs: 0 },
  });
  try {
    expect(seeded).toBe(true);
    const token = await signIn(app);
    const [tenant] = await app.db.select().from(tenants).limit(1);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/pages',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        type: 'story',
        internalName: 'After the reopen',
        appConfigs: [{ appId: tenant!.mainAppId }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(spaDir, { recursive: true, force: true });
  }
}, 300_000);
