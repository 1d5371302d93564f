import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormSchemaResponse } from '@generated/model';
import { Wizard, type WizardSlots } from '@/features/wizard';
import { clearDraft, draftKey, readDraft } from '@/features/wizard/drafts';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

// Issue 28 (keystroke): a keystroke renders the form, not the page around it. The values stay current for
// Save, Ctrl+S, the leave guard and the draft.

const tenant = {
  key: 'flagship',
  name: 'Maison Demo',
  mainAppId: 1,
  apps: [
    {
      id: 1,
      name: 'Germany',
      localeCode: 'de-DE',
      languageCode: 'de',
      shopUrls: { desktop: 'https://a', mobile: 'https://a' },
    },
    {
      id: 2,
      name: 'Austria',
      localeCode: 'de-AT',
      languageCode: 'de',
      shopUrls: { desktop: 'https://b', mobile: 'https://b' },
    },
  ],
  appGroups: [],
  urls: { cloudPanel: '/c', damPublic: '/dam', passwordReset: '/p', videoBucket: '/v' },
  itemsPerRow: { mobile: 2, desktop: 4 },
  tagGroups: [],
};

const schema: FormSchemaResponse = {
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

const bundle = (version = 3, internalName = 'Summer Linen Edit') => ({
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

let received: { method: string; body: unknown }[] = [];

function useServer() {
  received = [];
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

function renderWizard(at: string, type: 'bundle' | 'category' = 'bundle', slots: WizardSlots = {}) {
  const base = type === 'bundle' ? '/bundles' : '/content/categories';
  return renderWithProviders(<Wizard type={type} notFound={<p>404 screen</p>} {...slots} />, {
    path: `${base}/:id/:step?`,
    at,
    extraRoutes: [{ path: base, element: <p>overview</p> }],
  });
}

/** Counts the renders of the page chrome: the header's slots run when (and only when) the header renders. */
function chromeCounter() {
  const counts = { presence: 0, watchers: 0, comments: 0, publish: 0 };
  const slots: WizardSlots = {
    renderPresence: () => {
      counts.presence += 1;
      return <span>presence</span>;
    },
    renderWatchers: () => {
      counts.watchers += 1;
      return <span>watchers</span>;
    },
    renderComments: () => {
      counts.comments += 1;
      return <span>comments</span>;
    },
    renderPublish: (props) => {
      counts.publish += 1;
      return <span>{props.dirty ? 'publish (dirty)' : 'publish'}</span>;
    },
  };
  return { counts, slots };
}

describe('Wizard per keystroke', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    window.localStorage.setItem('content.token', TEST_TOKEN);
    useServer();
    await clearDraft(draftKey('flagship', 'bundle', 5));
  });

  it("does not render the header again per keystroke in a shop's field; Ctrl+S and the draft get the last keystroke", async () => {
    const { counts, slots } = chromeCounter();
    renderWizard('/bundles/5/shop?f%5BappId%5D=1', 'bundle', slots);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The first keystroke makes the form dirty: the chrome renders for that (Save turns on).
    await userEvent.type(field, 'z');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText('publish (dirty)')).toBeInTheDocument();
    const afterFirst = { ...counts };
    await userEvent.type(field, 'eit!');
    expect(field).toHaveValue('Sommerzeit!');
    expect(counts).toEqual(afterFirst);
    // The draft (debounced) stores the values with the last keystroke.
    await waitFor(
      async () =>
        expect((await readDraft(draftKey('flagship', 'bundle', 5)))?.values).toMatchObject({
          appConfigs: [{ appId: 1, name: 'Sommerzeit!' }],
        }),
      { timeout: 5_000 },
    );
    // Ctrl+S right after a keystroke saves it.
    await userEvent.type(field, '?');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ appConfigs: [{ id: 50, appId: 1, name: 'Sommerzeit!?' }] });
  });

  it('renders the header for the title only: typing the name updates the heading, Save sends the last keystroke', async () => {
    const { counts, slots } = chromeCounter();
    renderWizard('/bundles/5/general', 'bundle', slots);
    const field = await screen.findByRole('textbox', { name: 'Internal name' });
    await userEvent.type(field, '!');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bundles > Summer Linen Edit!' }),
    ).toBeInTheDocument();
    await userEvent.type(field, '?');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bundles > Summer Linen Edit!?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ internalName: 'Summer Linen Edit!?' });
    expect(counts.presence).toBeGreaterThan(0);
  });
});
