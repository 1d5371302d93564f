import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBar } from '@/app/layout/nav-bar';
import { NavMoreMenu } from '@/app/layout/nav-more-menu';
import { navigationEntries } from '@/app/layout/navigation';
import { storeToken } from '@/lib/token-storage';
import { renderWithProviders, TEST_TOKEN } from '../render';

function renderNav() {
  storeToken(TEST_TOKEN);
  return renderWithProviders(<NavBar />, {
    path: '*',
    at: '/',
  });
}

/**
 * The names of the components React has rendered on the page (function, forwardRef and memo fibers), from the
 * fiber of `element` up to the root and down the whole tree.
 */
function renderedComponents(element: Element): Set<string> {
  interface Fiber {
    type: { name?: string; displayName?: string; render?: { name?: string } } | string | null;
    child: Fiber | null;
    sibling: Fiber | null;
    return: Fiber | null;
  }
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))!;
  let fiber = (element as unknown as Record<string, Fiber>)[key]!;
  while (fiber.return) fiber = fiber.return;
  const names = new Set<string>();
  const walk = (node: Fiber | null) => {
    for (let child = node; child; child = child.sibling) {
      const type = child.type;
      const name =
        typeof type === 'object' && type ? (type.displayName ?? type.name ?? type.render?.name) : undefined;
      if (typeof type === 'function') names.add((type as { name: string }).name);
      else if (name) names.add(name);
      walk(child.child);
    }
  };
  walk(fiber);
  return names;
}

// The first render transforms MUI and the layout: seconds on a loaded machine.
describe('NavBar', { timeout: 20_000 }, () => {
  it('lists the top entries of the route table in the header landmark', () => {
    renderNav();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Bundles' })).toHaveAttribute('href', '/bundles');
    expect(nav.getByRole('link', { name: 'Clusters' })).toHaveAttribute('href', '/clusters');
    expect(nav.getByRole('link', { name: 'Teaser Campaigns' })).toHaveAttribute('href', '/teasers');
    expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    for (const group of ['Content', 'Profile', 'Media', 'Settings']) {
      expect(nav.getByRole('button', { name: group })).toHaveAttribute('aria-haspopup', 'menu');
    }
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('renders no menu, popover or modal until a menu first opens (issue 28: the first commit)', async () => {
    const user = userEvent.setup();
    renderNav();
    const rendered = renderedComponents(screen.getByRole('banner'));
    expect(rendered).toContain('NavGroupMenu');
    expect(rendered).toContain('AccountMenu');
    for (const closed of ['Menu', 'Popover', 'Modal']) expect(rendered).not.toContain(closed);
    await user.click(screen.getByRole('button', { name: 'Content' }));
    // The open menu (in a portal of the same React tree) hides the header from assistive technology.
    expect(renderedComponents(await screen.findByRole('menu', { name: 'Content' }))).toContain('Menu');
  });

  it('opens a group menu from the keyboard and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { router } = renderNav();
    const button = screen.getByRole('button', { name: 'Content' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Content' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Category Stories',
      'Brand Stories',
      'Idol Stories',
      'Drop Pages',
      'Custom Pages',
      'Brand Discoveries',
      'Highlights',
      'Core Pages',
      'Category Pages',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/content/brand-stories');
  });

  it('hides the videos entry when the media flag is off', async () => {
    window.localStorage.setItem('content.featureFlags', JSON.stringify({ media: false }));
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Media' }));
    const menu = await screen.findByRole('menu', { name: 'Media' });
    expect(within(menu).getByRole('menuitem', { name: 'Images' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Videos' })).not.toBeInTheDocument();
  });

  it('shows the initials and the account menu entries', async () => {
    const user = userEvent.setup();
    renderNav();
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(await within(account).findByText('EE')).toBeInTheDocument();
    await user.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings/user',
    );
    expect(within(menu).getByText('Switch Environment')).toBeInTheDocument();
    for (const stage of ['Integration', 'Staging', 'Production']) {
      expect(within(menu).getByRole('menuitem', { name: stage })).toHaveAttribute('href', expect.any(String));
    }
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it('holds only menu items and separators in the account menu, the user shown above it (axe)', async () => {
    const user = userEvent.setup();
    renderNav();
    const account = screen.getByRole('button', { name: 'Account menu' });
    await within(account).findByText('EE');
    await user.click(account);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    const roles = Array.from(menu.children, (child) => child.getAttribute('role'));
    // The Appearance choice is a set of menu item radios (a menu may hold those too).
    expect(new Set(roles)).toEqual(new Set(['menuitem', 'separator', 'menuitemradio']));
    expect(within(menu).getByRole('separator', { name: 'Switch Environment' })).toBeVisible();
    expect(menu.querySelector('[role="listitem"], .MuiListSubheader-root')).toBeNull();
    // Name and e-mail still show, outside the menu.
    const name = screen.getByText('Eda Editor');
    expect(menu.contains(name)).toBe(false);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  });
});

describe('NavMoreMenu', () => {
  it('offers the entries that do not fit, groups with all their items', async () => {
    const user = userEvent.setup();
    const entries = navigationEntries({ media: true });
    const hidden = entries.slice(-4);
    expect(hidden.map((entry) => entry.label)).toEqual(['Media', 'Settings', 'Reports', 'Activity']);
    const { router } = renderWithProviders(<NavMoreMenu entries={hidden} />, { path: '*', at: '/' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu', { name: 'More' });
    expect(within(menu).getByRole('separator', { name: 'Media' })).toBeInTheDocument();
    expect(within(menu).getByRole('separator', { name: 'Settings' })).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Images', 'Videos', 'Tags', 'Tag Groups', 'SCB Rulesets', 'Reports', 'Activity']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/media/videos');
    // Once opened, the menu stays mounted: it closes with its transition.
    expect(renderedComponents(screen.getByRole('button', { name: 'More' }))).toContain('Menu');
  });
});
