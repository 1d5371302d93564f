import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '@/app/layout/nav-bar';
import { storeToken } from '@/lib/token-storage';
import { renderWithProviders, TEST_TOKEN } from '../render';

const renders = vi.hoisted(() => ({ bell: 0 }));

// The bell stands for the header's parts beside the navigation: it counts its renders.
vi.mock('@/features/notifications', () => ({
  NotificationBell: () => {
    renders.bell += 1;
    return <button type="button">Notifications</button>;
  },
}));

/** Every measured entry is 100 px wide, the navigation 350 px: two entries and the More button fit. */
const ENTRY_WIDTH = 100;
const NAV_WIDTH = 350;

describe('NavBar on a narrow screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    renders.bell = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: ENTRY_WIDTH,
    } as DOMRect);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'NAV' ? NAV_WIDTH : 0;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('moves what does not fit into More, and the measurement renders only the navigation again', () => {
    storeToken(TEST_TOKEN);
    renderWithProviders(<NavBar />, { path: '*', at: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Bundles' })).toHaveAttribute('href', '/bundles');
    expect(within(items[2]!).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu');
    // The layout effect's measurement re-rendered the list synchronously; the rest of the header rendered once.
    expect(renders.bell).toBe(1);
  });
});
