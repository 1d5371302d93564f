// configFields (contract: components/parameters.yaml#/ConfigFields): a list's embedded shop configs carry the
// required fields and only the paths it names, so an overview's answer holds what it shows.
import { describe, expect, it, vi } from 'vitest';
import type { BundleList } from '@generated/model';
import { injectAs, setupApp } from './helper';

vi.setConfig({ hookTimeout: 300_000 });
const t = setupApp();

const INCLUDE = 'include=appConfigs.preview,appConfigs.seodata,updatedByUser,tags&perPage=20';
/** What the bundle overview asks (its cells below `appConfigs.`). */
const OVERVIEW_FIELDS =
  '0.preview.imagesByType.desktop_default.hash,streamProductCount,streamProductEstimate';
const ALLOWED = [
  'id',
  'appId',
  'status',
  'isDraft',
  'isPublished',
  'preview',
  'streamProductCount',
  'streamProductEstimate',
];
const list = async (query: string) => {
  const response = await injectAs(t.app, t.token, { method: 'GET', url: `/api/v2/bundles?${query}` });
  expect(response.statusCode).toBe(200);
  return { body: response.json<BundleList>(), bytes: response.body.length };
};

describe('GET /bundles with configFields', () => {
  it('keeps the required config fields and the named paths only, a led path on that config only', async () => {
    const { body } = await list(`${INCLUDE}&configFields=${OVERVIEW_FIELDS}`);
    const configs = body.data.flatMap((row) => row.appConfigs);
    expect(configs.length).toBeGreaterThan(20);
    for (const config of configs) {
      expect(Object.keys(config)).toEqual(
        expect.arrayContaining(['id', 'appId', 'status', 'isDraft', 'isPublished']),
      );
      expect(Object.keys(config).every((key) => ALLOWED.includes(key))).toBe(true);
    }
    for (const row of body.data) {
      const [first, ...others] = row.appConfigs;
      expect(first?.preview).toEqual({
        imagesByType: { desktop_default: { hash: expect.stringMatching(/^[0-9a-f]{64}$/) } },
      });
      for (const config of others) expect(config).not.toHaveProperty('preview');
    }
    expect(body.data.every((row) => row.updatedByUser && Array.isArray(row.tags))).toBe(true);
  });

  it('answers the same rows, statuses, counts and first preview as without it, in under 40 % of the bytes', async () => {
    const full = await list(`${INCLUDE}&sortBy=id&sortDir=asc`);
    const narrow = await list(`${INCLUDE}&sortBy=id&sortDir=asc&configFields=${OVERVIEW_FIELDS}`);
    expect(full.body.data.flatMap((row) => row.appConfigs).some((config) => config.seodata)).toBe(true);
    const summary = (body: BundleList) =>
      body.data.map((row) => ({
        id: row.id,
        status: row.status,
        preview: row.appConfigs[0]?.preview?.imagesByType?.desktop_default?.hash,
        configs: row.appConfigs.map(({ id, appId, status, streamProductCount, streamProductEstimate }) => ({
          id,
          appId,
          status,
          streamProductCount,
          streamProductEstimate,
        })),
      }));
    expect(summary(narrow.body)).toEqual(summary(full.body));
    expect(narrow.body.meta).toEqual(full.body.meta);
    expect(narrow.bytes).toBeLessThan(full.bytes * 0.4);
  });

  it('keeps no part it does not name, even when included, and none it names without its include', async () => {
    const { body } = await list('include=appConfigs.seodata&configFields=preview');
    for (const config of body.data.flatMap((row) => row.appConfigs)) {
      expect(config).not.toHaveProperty('seodata');
      expect(config).not.toHaveProperty('preview');
    }
  });
});
