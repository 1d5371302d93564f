import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormSchemaResponse } from '@generated/model';
import { Wizard, type WizardSlots } from '@/features/wizard';
import { clearDraft, draftKey, writeDraft } from '@/features/wizard/drafts';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

import { bundle, received, renderWizard, schema, tenant, useServer } from './wizard-fixture';
import { typingPause } from '@tests/unit/typing-pause';

const nameField = () => screen.findByRole('textbox', { name: 'Internal name' });

// Rendering RJSF forms and typing takes seconds on the shared CI machine.
describe('Wizard', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    window.localStorage.setItem('content.token', TEST_TOKEN);
    useServer();
    // Drafts written by an earlier test (dirty forms) must not be offered to the next one.
    await Promise.all([5, null].map((id) => clearDraft(draftKey('flagship', 'bundle', id))));
  });

  it('loads the entity, goes to the first step and titles the page', async () => {
    const { router } = renderWizard('/bundles/5?f%5BappId%5D=1');
    expect(await nameField()).toHaveValue('Summer Linen Edit');
    expect(router.state.location.pathname).toBe('/bundles/5/general');
    expect(router.state.location.search).toBe('?f%5BappId%5D=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bundles > Summer Linen Edit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('shows the 404 screen for a missing id and for new on a type without creation', async () => {
    renderWizard('/bundles/404');
    expect(await screen.findByText('404 screen')).toBeInTheDocument();
  });

  it("opens a page of another kind at its own type's route", async () => {
    server.use(
      http.get('*/api/v2/form-fields/*', () => HttpResponse.json(schema)),
      http.get('*/api/v2/pages/9', () =>
        HttpResponse.json({
          data: { ...bundle(), id: 9, entityType: 'brand-story', type: 'brand-story' },
          meta: { validation: {} },
        }),
      ),
    );
    const { router } = renderWithProviders(<Wizard type="story" notFound={<p>404 screen</p>} />, {
      path: '/content/stories/:id/:step?',
      at: '/content/stories/9?f%5BappId%5D=1',
      extraRoutes: [{ path: '/content/brand-stories/:id/:step?', element: <p>brand story route</p> }],
    });
    expect(await screen.findByText('brand story route')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/brand-stories/9');
    expect(router.state.location.search).toBe('?f%5BappId%5D=1');
  });

  it('shows the 404 screen for new on a type whose creation is disabled', () => {
    renderWizard('/content/categories/new', 'category');
    expect(screen.getByText('404 screen')).toBeInTheDocument();
  });

  it('saves an update with its version and reinitialises from the server', async () => {
    renderWizard('/bundles/5/general');
    const field = await nameField();
    await userEvent.clear(field);
    await typingPause();
    await userEvent.type(field, 'Autumn');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatchObject({ version: 3, internalName: 'Autumn' });
    expect(received[0]?.body).not.toHaveProperty('status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('edits the selected shop on shop-constrained steps', async () => {
    renderWizard('/bundles/5/shop');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Sommer');
    await userEvent.type(name, 'zeit');
    await typingPause();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('All changes saved');
    expect(received[0]?.body).toMatchObject({ appConfigs: [{ id: 50, appId: 1, name: 'Sommerzeit' }] });
  });

  it('creates a new entity and replaces the address with its id', async () => {
    const { router } = renderWizard('/bundles/new/general');
    const field = await nameField();
    expect(field).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: 'Bundles > Untitled' })).toBeInTheDocument();
    await userEvent.type(field, 'Fresh');
    await typingPause();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundles/77/general'));
    expect(received[0]).toMatchObject({
      method: 'POST',
      body: { internalName: 'Fresh', appConfigs: [{ appId: 1, streamType: 'default' }] },
    });
    expect(received[0]?.body).not.toHaveProperty('version');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bundles > Fresh' })).toBeInTheDocument();
  });

  it('starts a duplicate at new without the action', async () => {
    const { router } = renderWizard('/bundles/5/general?action=duplicate&f%5BappId%5D=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundles/new/general'));
    expect(router.state.location.search).toBe('?f%5BappId%5D=1');
    expect(await nameField()).toHaveValue('Summer Linen Edit - Copy');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows 422 errors grouped with summary toasts and keeps the values', async () => {
    server.use(
      http.put('*/api/v2/bundles/5', () =>
        HttpResponse.json(
          {
            message: 'Invalid',
            errors: {
              internalName: ['may not be greater than 80 characters'],
              'appConfigs.0.name': ['field is required', 'must be different from {{internalName}}'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderWizard('/bundles/5/general');
    await userEvent.type(await nameField(), '!');
    await typingPause();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The validation toasts: a summary per shop instead of the raw messages (spec 2 §5.1).
    expect(await screen.findByText('You have 1 error')).toBeInTheDocument();
    expect(screen.getByText('2 errors in Germany')).toBeInTheDocument();
    // Grouped per shop, titled by labels; the message also shows on the field on screen.
    const summary = screen.getByRole('region', { name: 'Problems to fix before publishing' });
    expect(within(summary).getByText('Germany · 2 errors')).toBeInTheDocument();
    expect(within(summary).getByText('Shop settings > Name')).toBeInTheDocument();
    expect(within(summary).getByText('must be different from Internal name')).toBeInTheDocument();
    expect(screen.getAllByText('may not be greater than 80 characters')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("says 'Validation error' when a bundle save with an emptied required name is refused (spec 2 §5.2)", async () => {
    server.use(
      http.put('*/api/v2/bundles/5', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { internalName: ['field is required'] } },
          { status: 422 },
        ),
      ),
    );
    renderWizard('/bundles/5/general');
    await userEvent.clear(await nameField());
    await typingPause();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
    expect(await nameField()).toHaveValue('');
  });

  it("a save failing with another status says 'Saving failed', the reason and what to do, and keeps the values", async () => {
    server.use(http.put('*/api/v2/bundles/5', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderWizard('/bundles/5/general');
    await userEvent.type(await nameField(), ' kept');
    await typingPause();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Saving failed: boom. Your changes are kept; please try again, or contact your admin if it keeps failing.',
      ),
    ).toBeInTheDocument();
    expect(await nameField()).toHaveValue('Summer Linen Edit kept');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("opens a validation message's step and shop and focuses its field (meta.validation on load)", async () => {
    server.use(
      http.get('*/api/v2/bundles/5', () =>
        HttpResponse.json({
          data: bundle(),
          meta: { validation: { 'appConfigs.0.name': ['field is required'] } },
        }),
      ),
    );
    const { router } = renderWizard('/bundles/5/general');
    await nameField();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Shop settings > Name: field is required' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundles/5/shop'));
    expect(router.state.location.search).toBe('?f%5BappId%5D=1');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it("opens a block error's content step with its shop and block (f[activeBlockId])", async () => {
    const withContent: FormSchemaResponse = {
      ...schema,
      data: [
        ...schema.data,
        {
          label: 'Content',
          attributes: { slug: 'content', isAppConstrained: true },
          items: [
            {
              name: 'contentElements',
              label: 'Main',
              type: 'field',
              component: 'Editor',
              attributes: { slots: [{ name: 'main', label: 'Main', blockTypeNames: ['headline'] }] },
            },
          ],
        },
      ],
    };
    const element = {
      id: 123456,
      index: 0,
      type: 'headline',
      attributes: {},
      position: { slot: 'main', col: 0, row: 1, colSpan: 1, rowSpan: 1 },
    };
    const entity = bundle();
    server.use(
      http.get('*/api/v2/form-fields/bundles', () => HttpResponse.json(withContent)),
      http.get('*/api/v2/block-types', () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              name: 'headline',
              label: 'Headline',
              schema: [{ name: 'text', label: 'Text', type: 'field', component: 'TextField' }],
            },
          ],
          meta: { pagination: { total: 1, perPage: 500, currentPage: 1, lastPage: 1 } },
        }),
      ),
      http.get('*/api/v2/bundles/5', () =>
        HttpResponse.json({
          data: { ...entity, appConfigs: [{ ...entity.appConfigs[0], contentElements: [element] }] },
          meta: { validation: { 'appConfigs.0.contentElements.0.attributes.text': ['field is required'] } },
        }),
      ),
    );
    const { router } = renderWizard('/bundles/5/general', 'bundle', {
      renderEditor: (editor) => <p>editor of block {editor.activeBlockId ?? 'none'}</p>,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Content (#1 Headline) - Text: field is required' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundles/5/content'));
    expect(router.state.location.search).toBe('?f%5BappId%5D=1&f%5BactiveBlockId%5D=123456');
    expect(await screen.findByText('editor of block 123456')).toBeInTheDocument();
  });

  it('shows a stale save as a conflict and keeps the own values visible after loading theirs', async () => {
    let version = 3;
    server.use(
      http.put('*/api/v2/bundles/5', () =>
        HttpResponse.json(
          { message: 'Stale', updatedBy: { name: 'Mara Lind' }, updatedAt: '2026-03-04T09:30:00Z' },
          { status: 409 },
        ),
      ),
      http.get('*/api/v2/bundles/5', () =>
        HttpResponse.json({
          data: bundle(version, version > 3 ? 'Their name' : 'Summer Linen Edit'),
          meta: { validation: {} },
        }),
      ),
    );
    renderWizard('/bundles/5/general');
    const field = await nameField();
    await userEvent.clear(field);
    await typingPause();
    await userEvent.type(field, 'My name');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Mara Lind saved this content on/)).toBeInTheDocument();
    version = 4;
    await userEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Internal name' })).toHaveValue('Their name'),
    );
    const table = await screen.findByRole('table', { name: 'Your unsaved values' });
    expect(table).toHaveTextContent('My name');
    expect(table).toHaveTextContent('Their name');
    await userEvent.click(screen.getByRole('button', { name: 'Use my values' }));
    expect(screen.getByRole('textbox', { name: 'Internal name' })).toHaveValue('My name');
  });

  it('publishes through the publish slot: the clean values with the flag, a toast and the server state', async () => {
    const seen: Parameters<NonNullable<WizardSlots['renderPublish']>>[0][] = [];
    renderWizard('/bundles/5/general', 'bundle', {
      renderPublish: (props) => {
        seen.push(props);
        return (
          <button type="button" onClick={() => void props.onPublish({ level: 'entity', isPublished: true })}>
            publish it
          </button>
        );
      },
    });
    await nameField();
    expect(seen.at(-1)).toMatchObject({
      level: 'entity',
      isPublished: false,
      dirty: false,
      shops: [{ appId: 1, name: 'Germany', status: 'offline' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'publish it' }));
    expect(await screen.findByText('bundle saved and published')).toBeInTheDocument();
    expect(received[0]?.body).toMatchObject({
      version: 3,
      isPublished: true,
      internalName: 'Summer Linen Edit',
    });
  });

  it('follows the saved version when a publish is refused after the server saved', async () => {
    let version = 3;
    server.use(
      http.put('*/api/v2/bundles/5', () => {
        version = 4;
        return HttpResponse.json(
          { message: 'Invalid', errors: { 'appConfigs.0.name': ['The name field is required.'] } },
          { status: 422 },
        );
      }),
      http.get('*/api/v2/bundles/5', () =>
        HttpResponse.json({
          data: bundle(version, version > 3 ? 'Saved anyway' : 'Summer Linen Edit'),
          meta: { validation: {} },
        }),
      ),
    );
    renderWizard('/bundles/5/general', 'bundle', {
      renderPublish: (props) => (
        <button type="button" onClick={() => void props.onPublish({ level: 'entity', isPublished: true })}>
          publish it
        </button>
      ),
    });
    await nameField();
    await userEvent.click(screen.getByRole('button', { name: 'publish it' }));
    // The §5.1 short message, never the raw server sentence (issue 27 #4).
    expect((await screen.findAllByText(/field is required/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/The name field is required\./)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Internal name' })).toHaveValue('Saved anyway'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('guards leaving with unsaved changes', async () => {
    const { router } = renderWizard('/bundles/5/general');
    await userEvent.type(await nameField(), '!');
    await typingPause();
    await act(async () => {
      await router.navigate('/bundles');
    });
    expect(await screen.findByText('If you continue your changes will not be saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bundles/5/general');
    await userEvent.click(screen.getByRole('button', { name: "I'm sure" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundles'));
  });

  it('offers a stored draft and restores it', async () => {
    await writeDraft(draftKey('flagship', 'bundle', 5), {
      values: { ...bundle(), internalName: 'From the draft' } as never,
      savedAt: '2026-03-04T09:30:00Z',
      version: 3,
    });
    renderWizard('/bundles/5/general');
    expect(await screen.findByText(/Restore unsaved changes from 04\.03\.2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await nameField()).toHaveValue('From the draft');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('steps with Next and Back keeping the query; an unknown step goes to the first', async () => {
    const { router } = renderWizard('/bundles/5/nope?f%5BappId%5D=1');
    await nameField();
    expect(router.state.location.pathname).toBe('/bundles/5/general');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundles/5/shop'));
    expect(router.state.location.search).toBe('?f%5BappId%5D=1');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: General' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundles/5/general'));
  });

  it('shows the shop panel on shop-constrained steps only, toggles it with [ and takes added shops', async () => {
    renderWizard('/bundles/5/shop', 'bundle', {
      renderShopPanel: (panel) => (
        <div data-testid="panel">
          {panel.collapsed ? 'collapsed' : 'expanded'} {panel.selectedAppId}
          <button type="button" onClick={() => panel.onAddApps([2])}>
            add Austria
          </button>
        </div>
      ),
    });
    const panel = await screen.findByTestId('panel');
    expect(panel).toHaveTextContent('expanded 1');
    await userEvent.keyboard('[[');
    expect(panel).toHaveTextContent('collapsed 1');
    // Not while typing.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '[[');
    await typingPause();
    expect(panel).toHaveTextContent('collapsed 1');
    await userEvent.click(screen.getByRole('button', { name: 'add Austria' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('link', { name: 'General' }));
    await nameField();
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  });

  it('opens History from the three-dot menu and loads a restore as unsaved changes on the current version', async () => {
    renderWizard('/bundles/5/general', 'bundle', {
      renderHistory: (history) => (
        <div data-testid="history">
          {history.open ? 'open' : 'closed'}
          <button
            type="button"
            onClick={() => history.onRestore({ ...history.values, internalName: 'Restored', version: 1 })}
          >
            restore
          </button>
        </div>
      ),
    });
    await nameField();
    expect(screen.getByTestId('history')).toHaveTextContent('closed');
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'History' }));
    expect(screen.getByTestId('history')).toHaveTextContent('open');

    await userEvent.click(screen.getByRole('button', { name: 'restore' }));
    expect(await nameField()).toHaveValue('Restored');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    // A normal update on the version the form was on, not the kept one's.
    expect(received[0]?.body).toMatchObject({ version: 3, internalName: 'Restored' });
  });

  it('has no History entry without the slot', async () => {
    renderWizard('/bundles/5/general');
    await nameField();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'History' })).not.toBeInTheDocument();
  });
});

describe('Wizard of a non-editable tag (issue 27 #8)', { timeout: 20_000 }, () => {
  const tagSchema: FormSchemaResponse = {
    data: [
      {
        label: 'General',
        attributes: { slug: 'general' },
        items: [{ name: 'name', label: 'Name', type: 'field', component: 'TextField' }],
      },
    ],
    meta: { attributes: { hasPreview: false } },
  };
  const tag = (id: number, group: string) => ({
    id,
    name: group === 'brands' ? 'Ralph Lauren' : 'Vacation',
    group,
    tagGroupId: group === 'brands' ? 1 : 5,
    version: 1,
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-02T10:00:00Z',
  });

  beforeEach(() => {
    window.localStorage.setItem('content.token', TEST_TOKEN);
    server.use(
      http.get('*/api/v2/tenants/current', () => HttpResponse.json({ data: tenant })),
      http.get('*/api/v2/form-fields/tags', () => HttpResponse.json(tagSchema)),
      http.get('*/api/v2/tags/32', () => HttpResponse.json({ data: tag(32, 'brands'), meta: {} })),
      http.get('*/api/v2/tags/75', () => HttpResponse.json({ data: tag(75, 'occasion'), meta: {} })),
    );
  });

  const renderTag = (id: number) =>
    renderWithProviders(<Wizard type="tag" notFound={<p>404 screen</p>} />, {
      path: '/settings/tags/:id/:step?',
      at: `/settings/tags/${id}`,
      extraRoutes: [{ path: '/settings/tags', element: <p>overview</p> }],
    });

  it('shows a brand tag read-only with the reason instead of a Save that never turns on', async () => {
    renderTag(32);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ralph Lauren');
    expect(name).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        /belongs to the group “brands”, whose tags are managed with the brand and influencer profiles/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps a tag of an editable group editable, without the notice', async () => {
    renderTag(75);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('readonly');
    await userEvent.type(name, ' Time');
    await typingPause();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText(/cannot be edited here/)).not.toBeInTheDocument();
  });
});
