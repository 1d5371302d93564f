import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { EntityFormValues } from '@/entities';
import { ShopPanel, type ShopPanelProps } from '@/features/shop-panel';
import type { ShopTranslation } from '@/features/shop-panel/shop-row-model';
import { storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

// Rendering MUI on a busy machine takes seconds: the describes allow 20 s per test (as nav-bar.test does).
// The tenant and user come from the generated MSW handlers: shops 1 Germany (main), 2 Austria,
// 3 Switzerland, 4 France, 5 Netherlands; groups DACH (1, 2, 3) and 'Benelux & France' (4, 5).
function renderPanel(props: Partial<ShopPanelProps> = {}) {
  storeToken(TEST_TOKEN);
  const handlers = {
    onSelectApp: vi.fn(),
    onAddApps: vi.fn(),
    onRemoveApp: vi.fn(),
    onToggleCollapsed: vi.fn(),
  };
  renderWithProviders(
    <ShopPanel
      entityType="story"
      entityId={7}
      values={{
        internalName: 'Summer edit',
        status: 'offline',
        appConfigs: [
          { appId: 1, status: 'offline', slug: 'summer' },
          { appId: 4, status: 'draft', isDraft: true, hiddenUntil: '2999-01-01T00:00:00Z' },
          { appId: 2, status: 'online', slug: 'sommer' },
        ],
      }}
      selectedAppId={2}
      readOnly={false}
      collapsed={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const overviewRows = () =>
  within(screen.getByRole('list', { name: 'Shop Overview' }))
    .getAllByRole('button')
    .filter((button) => !button.getAttribute('aria-label')?.startsWith('Actions'))
    .map((button) => button.textContent);

describe('ShopPanel', { timeout: 20_000 }, () => {
  it('shows country, language and status of the selected shop on the switch, which toggles the panel', async () => {
    const { onToggleCollapsed } = renderPanel();
    const toggle = await screen.findByRole('button', { name: /Hide the shop panel AT \| de Online/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(onToggleCollapsed).toHaveBeenCalledTimes(1);
  });

  it('shows only the switch when collapsed', async () => {
    renderPanel({ collapsed: true, selectedAppId: 4 });
    const toggle = await screen.findByRole('button', { name: /Show the shop panel FR \| fr Draft/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Main Shop' })).not.toBeInTheDocument();
  });

  it('lists the main shop apart from the other shops and marks the selected one', async () => {
    const { onSelectApp } = renderPanel();
    const main = await screen.findByRole('list', { name: 'Main Shop' });
    expect(within(main).getByText('Germany')).toBeInTheDocument();
    expect(overviewRows()).toEqual(['AustriaOnline', 'FranceDraft']);
    const austria = screen.getByRole('button', { name: /^Austria/ });
    expect(austria).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^France/ })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: /^France/ }));
    expect(onSelectApp).toHaveBeenCalledWith(4);
  });

  it('shows the draft dot and the hidden note only where they apply', async () => {
    renderPanel();
    const france = (await screen.findByRole('button', { name: /^France/ })).closest('li')!;
    expect(within(france).getByRole('img', { name: 'Currently hidden in this shop' })).toBeInTheDocument();
    expect(
      within(france).getByRole('img', { name: 'Has changes that are not published' }),
    ).toBeInTheDocument();
    const austria = screen.getByRole('button', { name: /^Austria/ }).closest('li')!;
    expect(
      within(austria).queryByRole('img', { name: 'Currently hidden in this shop' }),
    ).not.toBeInTheDocument();
    expect(
      within(austria).queryByRole('img', { name: 'Has changes that are not published' }),
    ).not.toBeInTheDocument();
  });

  it('marks the shops that have server validation errors with their count', async () => {
    renderPanel({ errorCounts: { 2: 2, 1: 1 } });
    const austria = (await screen.findByRole('button', { name: /^Austria/ })).closest('li')!;
    expect(within(austria).getByRole('img', { name: '2 errors' })).toBeInTheDocument();
    const main = screen.getByRole('list', { name: 'Main Shop' });
    expect(within(main).getByRole('img', { name: '1 error' })).toBeInTheDocument();
    const france = screen.getByRole('button', { name: /^France/ }).closest('li')!;
    expect(within(france).queryByRole('img', { name: /error/ })).not.toBeInTheDocument();
  });

  it('sorts the Shop Overview and keeps the choice under appsActiveSort', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Default', 'Content Status', 'Translation Status', 'A - Z', 'Z - A']);
    await userEvent.click(screen.getByRole('option', { name: 'Z - A' }));
    await waitFor(() => expect(overviewRows()).toEqual(['FranceDraft', 'AustriaOnline']));
    expect(window.localStorage.getItem('appsActiveSort')).toBe('nameDesc');
  });

  it('starts with the stored sort', async () => {
    window.localStorage.setItem('appsActiveSort', 'nameDesc');
    renderPanel();
    await screen.findByRole('list', { name: 'Shop Overview' });
    expect(overviewRows()).toEqual(['FranceDraft', 'AustriaOnline']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Z - A');
  });
});

describe('Add Shop', { timeout: 20_000 }, () => {
  it('selects all shops not yet added and adds them', async () => {
    const { onAddApps } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Shop' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Shop' });
    const shops = within(dialog).getByRole('group', { name: 'Shops' });
    expect(
      within(shops)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Switzerland', 'Netherlands']);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(within(shops).getByRole('checkbox', { name: 'Switzerland' })).toBeChecked();
    await userEvent.click(add);
    expect(onAddApps).toHaveBeenCalledWith([3, 5]);
  });

  it('filters by cluster, with ALL and each shop group', async () => {
    const { onAddApps } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Shop' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Shop' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Cluster' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ALL',
      'DACH',
      'Benelux & France',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'DACH' }));
    const shops = within(dialog).getByRole('group', { name: 'Shops' });
    await waitFor(() => expect(within(shops).getAllByRole('checkbox')).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onAddApps).toHaveBeenCalledWith([3]);
  });

  it('is disabled in view-only mode', async () => {
    renderPanel({ readOnly: true });
    expect(await screen.findByRole('button', { name: 'Add Shop' })).toBeDisabled();
  });
});

describe('row actions', { timeout: 20_000 }, () => {
  it('asks before deleting a shop and then removes it', async () => {
    const { onRemoveApp } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for France' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('If you continue the content for France will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onRemoveApp).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for France' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: "I'm sure" }));
    expect(onRemoveApp).toHaveBeenCalledWith(4);
  });

  it('opens an online shop in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Austria' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Go to Shop', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Go to Shop' }));
    // The user's page template is '{shopUrl}/{slug}'.
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://www.example.at/sommer', '_blank', 'noopener'),
    );
  });

  it('shows a disabled icon when no action applies', async () => {
    renderPanel({ readOnly: true });
    const none = await screen.findAllByRole('button', { name: 'Add another shop to enable actions.' });
    // Germany is the main shop and offline; France is offline and view-only mode forbids Delete.
    expect(none).toHaveLength(2);
    none.forEach((button) => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Actions for Austria' })).toBeInTheDocument();
  });
});

describe('without the tenant', { timeout: 20_000 }, () => {
  it('says the shops could not be loaded', async () => {
    server.use(http.get('*/tenants/current', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('The shops could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Add Shop' })).not.toBeInTheDocument();
  });
});

describe('when the wizard changes the values', { timeout: 20_000 }, () => {
  it('follows new statuses and removed shops', async () => {
    storeToken(TEST_TOKEN);
    const first: EntityFormValues = {
      internalName: 'Summer edit',
      appConfigs: [
        { appId: 1, status: 'offline' },
        { appId: 2, status: 'online' },
        { appId: 4, status: 'draft' },
      ],
    };
    function Wizard() {
      const [values, setValues] = useState(first);
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setValues({ ...values, appConfigs: [values.appConfigs[0]!, { appId: 2, status: 'offline' }] })
            }
          >
            change
          </button>
          <ShopPanel
            entityType="story"
            entityId={7}
            values={values}
            selectedAppId={2}
            onSelectApp={vi.fn()}
            onAddApps={vi.fn()}
            onRemoveApp={vi.fn()}
            readOnly={false}
            collapsed={false}
            onToggleCollapsed={vi.fn()}
          />
        </>
      );
    }
    renderWithProviders(<Wizard />);
    await screen.findByRole('list', { name: 'Shop Overview' });
    expect(overviewRows()).toEqual(['AustriaOnline', 'FranceDraft']);
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(overviewRows()).toEqual(['AustriaOffline']);
    expect(screen.getByRole('button', { name: /AT \| de Offline/ })).toBeInTheDocument();
  });
});

describe('ShopPanel translations and copy (issue 24)', { timeout: 20_000 }, () => {
  const inTranslation: ShopTranslation = {
    status: 'in_translation',
    link: '/api/v2/translations/61/file',
    createdAt: '2026-05-18T08:00:00.000Z',
    confirmedAt: null,
  };

  it('shows a badge per shop (none, in translation linked, confirmed) and hands the link and actions on', async () => {
    const onShopAction = vi.fn();
    const onTranslationLink = vi.fn();
    renderPanel({
      entityType: 'custom-page',
      translationSupport: true,
      copy: true,
      translations: new Map<number, ShopTranslation>([
        [2, inTranslation],
        [4, { ...inTranslation, status: 'confirmed', link: null, confirmedAt: '2026-05-20T08:00:00.000Z' }],
      ]),
      onShopAction,
      onTranslationLink,
    });
    expect(await screen.findByRole('button', { name: 'Translation: In translation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Translation: Confirmed')).toHaveAttribute(
      'data-translation-status',
      'confirmed',
    );
    expect(screen.getByLabelText('Translation: None')).toHaveAttribute('data-translation-status', 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Translation: In translation' }));
    expect(onTranslationLink).toHaveBeenCalledWith(2);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Austria' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Go to Shop',
      'Copy To',
      'Download Translation',
      'Upload translated file',
      'Stop Translation',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Stop Translation' }));
    expect(onShopAction).toHaveBeenCalledWith('stopTranslation', 2);
  });

  it('offers Request Translation on the main shop only', async () => {
    renderPanel({ entityType: 'custom-page', translationSupport: true, translations: new Map() });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Germany' }));
    expect(screen.getByRole('menuitem', { name: 'Request Translation' })).toBeInTheDocument();
  });
});
