import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetCurrentUserQueryKey } from '@generated/api/auth/auth';
import { getGetCurrentTenantQueryKey } from '@generated/api/tenants/tenants';
import { prefetchEditor } from '@/app/prefetch-editor';
import { blockTypesQuery, wizardApi } from '@/features/wizard/wizard-api';
import { editorBlockTypeNames } from '@/features/wizard/steps';
import { server } from '../msw-server';

const schema = {
  data: [
    {
      attributes: { slug: 'content' },
      items: [{ component: 'Editor', attributes: { slots: [{ blockTypeNames: ['text', 'hero'] }] } }],
    },
  ],
  meta: { attributes: { slots: [{ blockTypeNames: ['teaser'] }] } },
};

/** Answers the editor's first calls, counting the entity's. */
function answer(entityStatus = 200) {
  const calls = { entity: 0, blockTypes: [] as string[] };
  server.use(
    http.get('*/api/v2/auth/me', () => HttpResponse.json({ data: { id: 1, email: 'e@example.com' } })),
    http.get('*/api/v2/tenants/current', () => HttpResponse.json({ data: { apps: [] } })),
    http.get('*/api/v2/form-fields/bundles', () => HttpResponse.json(schema)),
    http.get('*/api/v2/content/block-types', ({ request }) => {
      calls.blockTypes.push(new URL(request.url).searchParams.get('filter[name]') ?? '');
      return HttpResponse.json({ data: [], meta: {} });
    }),
    http.get('*/api/v2/bundles/5', () => {
      calls.entity += 1;
      return entityStatus === 200
        ? HttpResponse.json({ data: { id: 5 }, meta: { validation: {} } })
        : HttpResponse.json({ message: 'Not found' }, { status: entityStatus });
    }),
  );
  return calls;
}

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});
function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  return queryClient;
}

describe('prefetchEditor', () => {
  it('fills the cache under the keys the wizard and the session hooks read', async () => {
    answer();
    const queryClient = client();
    await prefetchEditor(queryClient, 'bundle', 5);
    const api = wizardApi('bundle');
    const names = [...new Set([...editorBlockTypeNames(schema.data as never), 'teaser'])].sort();
    expect(queryClient.getQueryData(api.formFields().queryKey)).toEqual(schema);
    expect(queryClient.getQueryData(api.entity(5).queryKey)).toMatchObject({ data: { id: 5 } });
    expect(queryClient.getQueryData(blockTypesQuery(names).queryKey)).toMatchObject({ data: [] });
    expect(queryClient.getQueryData(getGetCurrentUserQueryKey())).toMatchObject({ data: { id: 1 } });
    expect(queryClient.getQueryData(getGetCurrentTenantQueryKey())).toMatchObject({ data: { apps: [] } });
  });

  it('leaves the prefetched entity fresh, so the editor mounting next does not ask again', async () => {
    const calls = answer();
    const queryClient = client();
    await prefetchEditor(queryClient, 'bundle', 5);
    const observer = new QueryObserver(queryClient, wizardApi('bundle').entity(5));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    unsubscribe();
    expect(calls.entity).toBe(1);
    expect(calls.blockTypes).toEqual(['hero,teaser,text']);
  });

  it('counts as stale again once the answer is replaced (a save or a refetch)', async () => {
    answer();
    const queryClient = client();
    await prefetchEditor(queryClient, 'bundle', 5);
    const key = wizardApi('bundle').entity(5).queryKey;
    queryClient.setQueryData(key, { data: { id: 5, name: 'saved' } });
    const observer = new QueryObserver(queryClient, wizardApi('bundle').entity(5));
    expect(observer.getCurrentResult().isStale).toBe(true);
  });

  it('never throws: a missing entity is left to the page', async () => {
    answer(404);
    const queryClient = client();
    await expect(prefetchEditor(queryClient, 'bundle', 5)).resolves.toBeUndefined();
    expect(queryClient.getQueryState(wizardApi('bundle').entity(5).queryKey)?.status).toBe('error');
  });
});
