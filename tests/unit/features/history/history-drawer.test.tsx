import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { EntityCurrentState, EntityVersion, FormSection } from '@generated/model';
import type { EntityFormValues } from '@/entities/editor-slots';
import { HistoryDrawer, type HistoryDrawerProps } from '@/features/history';
import { storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

// The tenant comes from the generated MSW handlers (shop 1 Germany); the versions from the overrides below.
const sections: FormSection[] = [
  {
    label: 'General',
    attributes: { slug: 'general' },
    items: [{ name: 'internalName', label: 'Internal name', type: 'field' }],
  },
  {
    label: 'Shop',
    attributes: { slug: 'shop', isAppConstrained: true },
    items: [{ name: 'name', label: 'Name', type: 'field' }],
  },
];

const values = {
  id: 7,
  version: 4,
  internalName: 'Autumn edit',
  appConfigs: [{ id: 70, appId: 1, name: 'Herbst', isPublished: true }],
} as EntityFormValues;

const entry = (id: number, version: number, changes: string[]): EntityVersion => ({
  id,
  entityType: 'story',
  entityId: 7,
  version,
  savedAt: '2026-03-01T09:05:00.000Z',
  savedBy: { id: 2, name: 'Mara Lind', email: 'mara.lind@example.com', avatar: null },
  changes,
  summary: '',
  shops: [{ appId: 1, isPublished: true }],
});

const LIST = [
  entry(12, 3, ['appConfigs.0.isPublished']),
  entry(11, 2, ['internalName', 'appConfigs.0.name']),
];
const current = (changes: string[]): EntityCurrentState => ({
  version: 4,
  savedAt: '2026-03-02T10:15:00.000Z',
  savedBy: { id: 3, name: 'Jonas Berg', email: 'jonas.berg@example.com', avatar: null },
  changes,
  shops: [{ appId: 1, isPublished: true }],
});

const KEPT = {
  id: 7,
  version: 2,
  internalName: 'Summer edit',
  appConfigs: [{ id: 70, appId: 1, name: 'Sommer', isPublished: false }],
};

function serve(list: () => Response | Promise<Response>) {
  server.use(
    http.get('*/api/v2/versions/story/7', list),
    http.get('*/api/v2/versions/story/7/11', () =>
      HttpResponse.json({ data: { ...entry(11, 2, ['internalName']), data: KEPT } }),
    ),
  );
}

function renderDrawer(props: Partial<HistoryDrawerProps> = {}) {
  storeToken(TEST_TOKEN);
  const handlers = { onClose: vi.fn(), onRestore: vi.fn() };
  renderWithProviders(
    <HistoryDrawer
      entityType="story"
      entityId={7}
      values={values}
      dirty={false}
      sections={sections}
      readOnly={false}
      open
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('HistoryDrawer', { timeout: 20_000 }, () => {
  it('lists the versions with who, when and a summary, shows one diff and restores it after confirmation', async () => {
    serve(() => HttpResponse.json({ data: LIST, current: current(['internalName']) }));
    const { onRestore, onClose } = renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    const list = await within(drawer).findByRole('list', { name: 'History' });
    // The current version heads the list, with what its save changed.
    expect(within(drawer).getByText(/Jonas Berg, 02\.03\.2026/)).toBeInTheDocument();
    expect(within(drawer).getByText('Changed: Internal name')).toBeInTheDocument();
    const [newest, older] = within(list).getAllByRole('button');
    expect(newest).toHaveTextContent('Version 3');
    // The shop's name once the tenant is there.
    await waitFor(() => expect(newest).toHaveTextContent('Published in Germany'));
    expect(newest).toHaveTextContent(/Mara Lind, 01\.03\.2026, \d{2}:05/);
    expect(older).toHaveTextContent('Changed: Internal name, Name');

    await userEvent.click(older!);
    expect(await within(drawer).findByText('Internal name')).toBeInTheDocument();
    expect(within(drawer).getByText('Name · Germany')).toBeInTheDocument();
    expect(within(drawer).getByText('Summer edit')).toBeInTheDocument();
    expect(within(drawer).getByText('Sommer')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(onRestore).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith({
      id: 7,
      version: 4,
      internalName: 'Summer edit',
      appConfigs: [{ id: 70, appId: 1, name: 'Sommer', isPublished: true }],
    });
    expect(onClose).toHaveBeenCalled();
    expect(
      await screen.findByText('Version 2 is loaded into the form. Save to keep it.'),
    ).toBeInTheDocument();
  });

  it('names its loading spinners for screen readers (axe: aria-progressbar-name)', async () => {
    let answer: (response: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    expect(
      await within(drawer).findByRole('progressbar', { name: 'Loading the history…' }),
    ).toBeInTheDocument();
    answer(HttpResponse.json({ data: LIST, current: current([]) }));
    await within(drawer).findByRole('list', { name: 'History' });
  });

  it('offers no restore in view-only mode', async () => {
    serve(() => HttpResponse.json({ data: LIST, current: current(['internalName']) }));
    renderDrawer({ readOnly: true });
    const list = await screen.findByRole('list', { name: 'History' });
    await userEvent.click(within(list).getAllByRole('button')[1]!);
    expect(await screen.findByText('Restoring is not possible in view-only mode.')).toBeInTheDocument();
    expect(await screen.findByText('Summer edit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore this version' })).toBeDisabled();
  });

  it('says when nothing is kept yet, and retries after a failure', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
        : HttpResponse.json({ data: [], current: current([]) });
    });
    renderDrawer();
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No earlier versions')).toBeInTheDocument();
    expect(screen.getByText('Current version')).toBeInTheDocument();
    expect(screen.getByText('Version 4')).toBeInTheDocument();
    // Nothing kept: what the latest save changed is unknown, so no summary.
    expect(screen.queryByText(/^Changed:/)).not.toBeInTheDocument();
  });

  it('is usable by keyboard: focus goes into a version and back to its entry; dirty forms are warned', async () => {
    serve(() => HttpResponse.json({ data: LIST, current: current(['internalName']) }));
    renderDrawer({ dirty: true });
    const list = await screen.findByRole('list', { name: 'History' });
    expect(screen.getByText('Current version (with unsaved changes)')).toBeInTheDocument();
    const older = within(list).getAllByRole('button')[1]!;
    older.focus();
    await userEvent.keyboard('{Enter}');
    const back = await screen.findByRole('button', { name: 'All versions' });
    expect(back).toHaveFocus();
    await screen.findByText('Summer edit');
    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      'Your unsaved changes will be replaced.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(back);
    const again = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('button')[1];
    expect(again).toHaveFocus();
  });

  it('says so when the type keeps no versions (404), not that loading failed', async () => {
    serve(() => HttpResponse.json({ message: 'Not found.' }, { status: 404 }));
    renderDrawer();
    expect(await screen.findByText('Saves of this type keep no earlier versions.')).toBeInTheDocument();
    expect(screen.queryByText('The history could not be loaded.')).not.toBeInTheDocument();
  });
});
