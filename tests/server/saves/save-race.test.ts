// Lost updates are impossible: two signed-in clients save one entity 50 times each at the same time, each
// save based on the version it has just read. Every save either lands on exactly the version after the one
// it read or answers 409; the final version is 1 + the number of successful saves, no two saves land on the
// same version, and what is stored is the last successful save's values.
import { expect, it, vi } from 'vitest';
import type { Entity, VersionConflict } from '@generated/model';
import { injectAs, setupApp, signIn } from '../helper';
import { SECOND_LOGIN, tenantFacts } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 300_000 });
const ctx = setupApp();

const SAVES_PER_CLIENT = 50;

interface Outcome {
  client: string;
  read: number;
  status: number;
  landed?: number;
  conflictVersion?: number;
  value: string;
}

it('two clients racing 50 saves each lose no update', async () => {
  const { mainAppId } = await tenantFacts(ctx.app);
  const created = await ctx.inject({
    method: 'POST',
    url: '/api/v2/pages',
    payload: { type: 'story', internalName: 'Race', appConfigs: [{ appId: mainAppId, name: 'Race' }] },
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { data: Entity }).data.id;
  const url = `/api/v2/pages/${id}`;
  const clients = { eda: ctx.token, mara: await signIn(ctx.app, SECOND_LOGIN) };

  async function run(client: keyof typeof clients): Promise<Outcome[]> {
    const token = clients[client];
    const outcomes: Outcome[] = [];
    for (let i = 0; i < SAVES_PER_CLIENT; i++) {
      const read = await injectAs(ctx.app, token, { method: 'GET', url });
      const entity = (read.json() as { data: Entity }).data;
      const value = `${client}-${i}`;
      const saved = await injectAs(ctx.app, token, {
        method: 'PUT',
        url,
        payload: {
          version: entity.version,
          internalName: value,
          lastWriter: value,
          appConfigs: [{ appId: mainAppId, name: value }],
        },
      });
      const outcome: Outcome = { client, read: entity.version, status: saved.statusCode, value };
      if (saved.statusCode === 200) outcome.landed = (saved.json() as { data: Entity }).data.version;
      if (saved.statusCode === 409) outcome.conflictVersion = (saved.json() as VersionConflict).version;
      outcomes.push(outcome);
    }
    return outcomes;
  }

  const outcomes = (await Promise.all([run('eda'), run('mara')])).flat();
  expect(outcomes).toHaveLength(2 * SAVES_PER_CLIENT);
  for (const outcome of outcomes) {
    expect([200, 409]).toContain(outcome.status);
    if (outcome.status === 200) expect(outcome.landed).toBe(outcome.read + 1);
    else expect(outcome.conflictVersion).toBeGreaterThan(outcome.read);
  }
  const successes = outcomes.filter((o) => o.status === 200);
  const landed = successes.map((o) => o.landed!);
  expect(new Set(landed).size).toBe(landed.length);

  const final = (await ctx.inject({ method: 'GET', url })).json() as { data: Entity };
  expect(final.data.version).toBe(1 + successes.length);
  const last = successes.find((o) => o.landed === final.data.version)!;
  expect(final.data.internalName).toBe(last.value);
  expect(final.data.lastWriter).toBe(last.value);
  expect(final.data.appConfigs?.[0]?.name).toBe(last.value);
  // Both clients got saves in; the conflicts are the reads that another save overtook.
  expect(successes.length).toBeGreaterThanOrEqual(SAVES_PER_CLIENT);
});
