// Scheduled shop configs going online notify the entity's watchers once, when their time comes: on a test
// clock, across a restart of the server on the same database, and with two scans at once.
import { rmSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { appConfigs, apps, entities, notifications, users, watchers } from '@server/db/schema';
import { createSpaDir, createTestDatabase, FAST_PASSWORDS } from '../helper';
import { migratedDataDir } from '../template';

const ADMIN = { email: 'schedule.admin@example.com', password: 'schedule-admin-pass' };
// Its database migrated already (the migrated template): the restart is the subject, not initdb.
const dataDir = migratedDataDir('content-schedule-');
const spaDir = createSpaDir();
const database = await createTestDatabase();

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(spaDir, { recursive: true, force: true });
});

const T0 = new Date('2031-03-01T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let clock = T0;

const start = () =>
  buildApp({
    passwordCost: FAST_PASSWORDS,
    spaDir,
    dataDir,
    seed: 'none',
    admin: ADMIN,
    ...(process.env.TEST_DATABASE_URL ? database.options : {}),
    jobs: { autoStart: false },
    notifications: { now: () => clock, scanIntervalMs: 0 },
  });

/** A watched entity with shop configs: two scheduled (in 30 and 90 minutes), one unpublished, one online. */
async function scheduledContent(app: FastifyInstance) {
  const db = app.db;
  const [admin] = await db.select().from(users).where(eq(users.email, ADMIN.email));
  const tenantId = admin!.tenantId;
  const [watcher] = await db
    .insert(users)
    .values({ tenantId, name: 'Wanda Watcher', email: 'wanda@example.com', passwordHash: 'x' })
    .returning();
  const shops = await db.select().from(apps).where(eq(apps.tenantId, tenantId)).orderBy(asc(apps.id));
  const [entity] = await db
    .insert(entities)
    .values({ tenantId, entityType: 'hotdrop', internalName: 'Air Max Day Drop' })
    .returning();
  const published = { entityId: entity!.id, isPublished: true, updatedAt: at(-60) };
  await db.insert(appConfigs).values([
    { ...published, appId: shops[0]!.id, activeFrom: at(30) },
    { ...published, appId: shops[1]!.id, activeFrom: at(90) },
    { ...published, appId: shops[2]!.id, activeFrom: at(30), isPublished: false },
    { ...published, appId: shops[3]!.id, activeFrom: at(-10) },
  ]);
  for (const userId of [admin!.id, watcher!.id]) {
    await db.insert(watchers).values({ tenantId, resourceType: 'page', resourceId: entity!.id, userId });
  }
  return { shops, entity: entity! };
}

it('notifies each scheduled config going online once, across a restart', async () => {
  let app = await start();
  try {
    expect(await app.notifications.scanSchedule()).toEqual([]);
    const { shops, entity } = await scheduledContent(app);

    clock = at(10);
    expect(await app.notifications.scanSchedule()).toEqual([]);

    // Two scans at once (two processes, or a slow tick): one of them writes.
    clock = at(45);
    const first = (
      await Promise.all([app.notifications.scanSchedule(), app.notifications.scanSchedule()])
    ).flat();
    expect(first).toHaveLength(2);
    for (const row of first) {
      expect(row).toMatchObject({
        type: 'entry_status_changed',
        icon: 'status',
        title: 'Status changed',
        text: `Air Max Day Drop is now online in ${shops[0]!.name}.`,
        resourceType: 'page',
        resourceId: entity.id,
      });
    }
    expect(await app.notifications.scanSchedule()).toEqual([]);

    // Restarted after the second config went online: that one is caught up, the first not repeated.
    await app.close();
    clock = at(120);
    app = await start();
    const second = await app.notifications.scanSchedule();
    expect(second.map((row) => row.text)).toEqual([
      `Air Max Day Drop is now online in ${shops[1]!.name}.`,
      `Air Max Day Drop is now online in ${shops[1]!.name}.`,
    ]);
    expect(await app.notifications.scanSchedule()).toEqual([]);
    expect(await app.db.select().from(notifications)).toHaveLength(4);
  } finally {
    await app.close();
  }
}, 180_000);
