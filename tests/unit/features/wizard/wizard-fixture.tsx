// The wizard's unit tests share one tenant, one bundle schema, the server answers and the render.
import { http, HttpResponse } from 'msw';
import { getGetCurrentTenantResponseMock } from '@generated/api/tenants/tenants.msw';
import type { FormSchemaResponse } from '@generated/model';
import { Wizard, type WizardSlots } from '@/features/wizard';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders } from '@tests/unit/render';

/** The generated mock tenant with two shops (Germany, Austria) and no groups. */
const mockTenant = getGetCurrentTenantResponseMock().data;
export const tenant = {
  ...mockTenant,
  apps: mockTenant.apps.slice(0, 2),
  appGroups: [],
  tagGroups: [],
};

export const schema: FormSchemaResponse = {
  data: [
    {
      label: 'General',
      attributes: { slug: 'general' },
      items: [{ name: 'internalName', label: 'Internal name', type: 'field', component: 'TextField' }],
    },
    {
      label: 'Shop settings',
      attributes: { slug: 'shop', isAppConstrained: true },
      items: [
        { name: 'name', label: 'Name', type: 'field', component: 'TextField' },
        {
          name: 'streamType',
          label: 'Stream type',
          type: 'field',
          component: 'TextField',
          defaultValue: 'default',
        },
      ],
    },
  ],
  meta: { attributes: { hasPreview: false } },
};

export const bundle = (version = 3, internalName = 'Summer Linen Edit') => ({
  id: 5,
  internalName,
  status: 'offline',
  version,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  appConfigs: [
    {
      id: 50,
      appId: 1,
      status: 'offline',
      isDraft: false,
      isPublished: false,
      name: 'Sommer',
      streamType: 'default',
    },
  ],
});

/** The writes the wizard sent since the last `useServer()`. */
export const received: { method: string; body: unknown }[] = [];

/** The wizard's calls answered for bundle 5 (and 77 once created), 404 and the shared tenant and schema. */
export function useServer() {
  received.length = 0;
  server.use(
    http.get('*/api/v2/tenants/current', () => HttpResponse.json({ data: tenant })),
    http.get('*/api/v2/form-fields/bundles', () => HttpResponse.json(schema)),
    http.get('*/api/v2/bundles/5', () => HttpResponse.json({ data: bundle(), meta: { validation: {} } })),
    http.get('*/api/v2/bundles/404', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    http.put('*/api/v2/bundles/5', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      received.push({ method: 'PUT', body });
      return HttpResponse.json({ data: { ...bundle(4, String(body.internalName)) } });
    }),
    http.post('*/api/v2/bundles', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      received.push({ method: 'POST', body });
      return HttpResponse.json(
        { data: { ...bundle(1, String(body.internalName)), id: 77 } },
        { status: 201 },
      );
    }),
    http.get('*/api/v2/bundles/77', () =>
      HttpResponse.json({ data: { ...bundle(1, 'Fresh'), id: 77 }, meta: { validation: {} } }),
    ),
  );
}

export function renderWizard(at: string, type: 'bundle' | 'category' = 'bundle', slots: WizardSlots = {}) {
  const base = type === 'bundle' ? '/bundles' : '/content/categories';
  return renderWithProviders(<Wizard type={type} notFound={<p>404 screen</p>} {...slots} />, {
    path: `${base}/:id/:step?`,
    at,
    extraRoutes: [{ path: base, element: <p>overview</p> }],
  });
}
