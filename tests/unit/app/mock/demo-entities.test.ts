// Mock mode shows the entity that was opened (issue 27 #17): every recorded row's detail answers for its own
// id and type, the form fields (the wizard's steps) are the real server's, and widget rows filter and page.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityOperations } from '@generated/entity-operations';
import type { EntityType, FormSchemaResponse } from '@generated/model';
import { formSchemaOf } from '@server/content-model/forms';
import { demoHandlers, type DemoData } from '@/app/mock/demo-handlers';
import recorded from '@/app/mock/demo-data.json';

const data = recorded as unknown as DemoData;
const server = setupServer(...demoHandlers(data));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const base = 'http://mock.test/api/v2';
const get = async (path: string) => {
  const answer = await fetch(`${base}${path}`);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

const collections = Object.entries(data.collections) as [EntityType, DemoData['collections'][string]][];
const nameOf = (row: Record<string, unknown>) => row.internalName ?? row.name ?? row.label;

describe('mock mode opens the entity that was clicked', () => {
  it.each(collections.map(([type, collection]) => [type, collection] as const))(
    "a %s's first row opens as itself, with the real server's steps",
    async (type, collection) => {
      const calls = entityOperations[type].calls;
      const row = collection.rows[0]!;
      expect(row, type).toBeDefined();
      const detail = await get(calls.get!.path.replace('{id}', String(row.id)));
      expect(detail.status).toBe(200);
      const entity = detail.body.data as Record<string, unknown>;
      expect(entity.id).toBe(row.id);
      expect(nameOf(entity)).toBe(nameOf(row));
      if (typeof entity.entityType === 'string') expect(entity.entityType).toBe(type);

      const path = calls.formFields!.path.replace(
        /\{(\w+)\}/g,
        (_, name: string) => (calls.formFields!.pathParams as Record<string, string>)[name]!,
      );
      const fields = (await get(path)).body as unknown as FormSchemaResponse;
      expect(fields.data.map((section) => section.label)).toEqual(
        formSchemaOf(type).data.map((section) => section.label),
      );
    },
  );

  it('story 65 is Leather Weather-like: its own name, never the contract example', async () => {
    const stories = data.collections.story!.rows;
    for (const row of stories.slice(0, 5)) {
      const { body } = await get(`/pages/${row.id}`);
      expect((body.data as { id: number }).id).toBe(row.id);
    }
    expect((await get('/pages/999999')).status).toBe(404);
  });

  it("a widget's rows are searched and paged", async () => {
    const all = (await get('/dashboard/widgets/recently-updated/data?page=1&perPage=20')).body as {
      data: { internalName?: string; name?: string }[];
    };
    const first = all.data[0]!;
    const term = String(first.internalName ?? first.name).split(' ')[0]!;
    const found = (await get(`/dashboard/widgets/recently-updated/data?f[term]=${encodeURIComponent(term)}`))
      .body as { data: { internalName?: string; name?: string }[] };
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.length).toBeLessThanOrEqual(all.data.length);
    const paged = (await get('/dashboard/widgets/recently-updated/data?page=1&perPage=2')).body as {
      data: unknown[];
      meta: { pagination: { perPage: number } };
    };
    expect(paged.data).toHaveLength(2);
  });
});
