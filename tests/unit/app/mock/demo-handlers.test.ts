import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHandlers } from '@/app/mock/demo-handlers';

const rows = (type: string, from: number) =>
  Array.from({ length: 3 }, (_, i) => ({
    id: from + i,
    internalName: `${type} ${i}`,
    updatedAt: '2026-11-01',
  }));

const server = setupServer(
  ...demoHandlers({
    answers: { '/overview/bundles': { data: { title: 'bundles schema' } } },
    collections: {
      bundle: { path: '/bundles', deletePath: '/bundles/{id}', rows: rows('bundle', 1) },
      story: { path: '/pages', typeFilter: 'story', deletePath: '/pages/{id}', rows: rows('story', 10) },
      hotdrop: {
        path: '/pages',
        typeFilter: 'hotdrop',
        deletePath: '/pages/{id}',
        rows: rows('hotdrop', 20),
      },
    },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const base = 'http://mock.test/api/v2';
const json = async (path: string) => (await fetch(`${base}${path}`)).json();

describe('mock mode handlers', () => {
  it('answers recorded schemas per type', async () => {
    expect(await json('/overview/bundles')).toEqual({ data: { title: 'bundles schema' } });
  });

  it('keeps the page kinds of /pages apart by their type filter', async () => {
    const stories = await json('/pages?filter[type]=story');
    expect(stories.data.map((r: { id: number }) => r.id).sort()).toEqual([10, 11, 12]);
    expect((await json('/pages')).meta.pagination.total).toBe(6);
  });

  it('forgets a deleted row for the rest of the session and answers 404 for an unknown one', async () => {
    expect((await fetch(`${base}/bundles/2`, { method: 'DELETE' })).status).toBe(204);
    expect((await json('/bundles')).data.map((r: { id: number }) => r.id)).toEqual([3, 1]);
    expect((await fetch(`${base}/bundles/2`, { method: 'DELETE' })).status).toBe(404);
  });

  it('serves a placeholder picture for DAM files', async () => {
    const answer = await fetch('http://mock.test/dam/file/abcdef123456?width=200');
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(await answer.text()).toContain('abcdef12');
  });
});
