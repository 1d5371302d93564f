import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnvironmentLogo } from '@/app/layout/environment-logo';
import { NavBar } from '@/app/layout/nav-bar';
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

/** The fiber of the nearest component of `type` above a DOM element (React's internals, read only). */
function componentFiber(element: Element, type: unknown): Fiber | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  for (
    let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : null;
    fiber;
    fiber = fiber.return
  ) {
    if (fiber.type === type) return fiber;
  }
  return undefined;
}

describe('NavBar on a narrow screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.removeItem('content.featureFlags');
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
    // The layout effect's measurement re-rendered the list synchronously (a fiber that rendered again has
    // an alternate); the header's other parts, here the logo, rendered once (on main the whole header did).
    const logo = screen.getByRole('link', { name: /– home$/ });
    const logoFiber = componentFiber(logo.firstElementChild!, EnvironmentLogo);
    expect(logoFiber).toBeDefined();
    expect(logoFiber!.alternate).toBeNull();
  });
});
