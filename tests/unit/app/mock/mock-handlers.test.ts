import { describe, expect, it } from 'vitest';
import { getListBundlesMockHandler } from '@generated/api/bundles/bundles.msw';
import { getGetOverviewSchemaMockHandler, getOverviewMock } from '@generated/api/overview/overview.msw';
import { getPagesMock } from '@generated/api/pages/pages.msw';
import { collectMockHandlers } from '@/app/mock/mock-handlers';

const pathOf = (h: { info: unknown }) => String((h.info as { path: unknown }).path);

describe('collectMockHandlers', () => {
  it('registers more specific paths before the catch-alls that would swallow them', () => {
    // Collections first on purpose: the generated order of the modules must not matter.
    const handlers = collectMockHandlers({
      bundles: { getBundlesMock: () => [getListBundlesMockHandler()] },
      pages: { getPagesMock },
      overview: { getOverviewMock },
    }).map(pathOf);
    expect(handlers.indexOf('*/overview/:entityPlural')).toBeLessThan(handlers.indexOf('*/bundles'));
    expect(handlers.indexOf('*/overview/:resourcePlural/:entityPlural')).toBeLessThan(
      handlers.indexOf('*/pages/:id'),
    );
  });

  it('skips the response factories and single-handler exports', () => {
    const handlers = collectMockHandlers({
      overview: { getGetOverviewSchemaMockHandler, getOverviewSchemaResponseMock: () => ({}) },
    });
    expect(handlers).toHaveLength(0);
  });

  it('in the mock server an overview schema request gets the overview schema, not a list', async () => {
    const response = await fetch('http://localhost/api/v2/overview/bundles');
    const body = (await response.json()) as { data: { views?: unknown } };
    expect(body.data.views).toBeDefined();
    const resource = await fetch('http://localhost/api/v2/overview/pages/stories');
    expect(((await resource.json()) as { data: { views?: unknown } }).data.views).toBeDefined();
  });
});
