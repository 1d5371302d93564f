import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnvironmentLogo } from '@/app/layout/environment-logo';
import { NavBar } from '@/app/layout/nav-bar';
import { NAV_FIT_KEY, rememberedFit, rememberFit } from '@/app/layout/nav-fit-memory';
import { navigationEntries } from '@/app/layout/navigation';
import { getFeatureFlags } from '@/api/feature-flags';
import { storeToken } from '@/lib/token-storage';
import { renderWithProviders, TEST_TOKEN } from '../render';

/** Every measured entry is 100 px wide, the navigation 350 px: two entries and the More button fit. */
const ENTRY_WIDTH = 100;
const NAV_WIDTH = 350;

interface Fiber {
  type: unknown;
  alternate: Fiber | null;
  return: Fiber | null;
}

/** The fiber of the nearest component above a DOM element that `matches` (React's internals, read only). */
function componentFiber(element: Element, matches: unknown): Fiber | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  for (
    let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : null;
    fiber;
    fiber = fiber.return
  ) {
    if (
      typeof matches === 'string'
        ? (fiber.type as { name?: string } | null)?.name === matches
        : fiber.type === matches
    )
      return fiber;
  }
  return undefined;
}

const labels = () => navigationEntries(getFeatureFlags()).map((entry) => entry.label);

/** Renders the header signed in and answers its navigation landmark. */
function renderNavigation() {
  storeToken(TEST_TOKEN);
  renderWithProviders(<NavBar />, { path: '*', at: '/' });
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('NavBar on a narrow screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.removeItem('content.featureFlags');
    window.localStorage.removeItem(NAV_FIT_KEY);
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
    const nav = renderNavigation();
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Bundles' })).toHaveAttribute('href', '/bundles');
    expect(within(items[2]!).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu');
    // The layout effect's measurement re-rendered the list synchronously (a fiber that rendered again has
    // an alternate); the header's other parts, here the logo, rendered once (on main the whole header did).
    const logo = screen.getByRole('link', { name: /– home$/ });
    const logoFiber = componentFiber(logo.firstElementChild!, EnvironmentLogo);
    expect(logoFiber).toBeDefined();
    expect(logoFiber!.alternate).toBeNull();
    // The count is kept for the next load at this width.
    expect(rememberedFit(labels(), window.innerWidth)).toBe(2);
  });

  it('starts from the count the last load measured, so the measurement re-renders nothing', () => {
    rememberFit(labels(), window.innerWidth, 2);
    const nav = renderNavigation();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    // Rendered once: without the remembered count the first commit shows every entry and the measurement
    // re-renders the list synchronously (the fiber then has an alternate, as in the test above).
    const navLinks = componentFiber(nav, 'NavLinks');
    expect(navLinks).toBeDefined();
    expect(navLinks!.alternate).toBeNull();
  });

  it('corrects a remembered count that no longer fits', () => {
    rememberFit(labels(), window.innerWidth, 5);
    const nav = renderNavigation();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(rememberedFit(labels(), window.innerWidth)).toBe(2);
  });
});
