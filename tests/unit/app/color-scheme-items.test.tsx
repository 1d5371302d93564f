import MenuList from '@mui/material/MenuList';
import { ThemeProvider } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ColorSchemeRequest, CurrentUserResponse } from '@generated/model';
import { ColorSchemeItems } from '@/app/layout/color-scheme-items';
import { getTheme, THEME_PROVIDER_STORAGE } from '@/app/theme';
import { useUserColorScheme } from '@/app/use-user-color-scheme';
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/color-scheme';
import { storeToken } from '@/lib/token-storage';
import { server } from '../msw-server';
import { renderWithProviders, TEST_TOKEN } from '../render';

const me = (colorScheme: CurrentUserResponse['data']['colorScheme']): CurrentUserResponse => ({
  data: {
    id: 1,
    name: 'Eda Editor',
    email: 'editor@example.com',
    avatar: null,
    notifyApp: true,
    notifyEmail: false,
    colorScheme,
    resourceTypes: [],
  },
});

/** The menu's items, and the signed-in app's hook that applies the user's stored choice (the auth gate's). */
function SignedInMenu() {
  useUserColorScheme();
  return (
    <MenuList aria-label="Account menu">
      <ColorSchemeItems />
    </MenuList>
  );
}

function renderItems() {
  storeToken(TEST_TOKEN);
  return renderWithProviders(
    <ThemeProvider theme={getTheme()} {...THEME_PROVIDER_STORAGE}>
      <SignedInMenu />
    </ThemeProvider>,
  );
}

afterEach(() => {
  localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
  document.documentElement.removeAttribute('data-color-scheme');
});

describe('the account menu’s Appearance choice', { timeout: 20_000 }, () => {
  it('applies the choice stored for the user (another device’s) and marks it checked', async () => {
    server.use(http.get('*/auth/me', () => HttpResponse.json(me('dark'))));
    renderItems();
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByRole('separator', { name: 'Appearance' })).toBeInTheDocument();
    const radios = within(menu).getAllByRole('menuitemradio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['System', 'Light', 'Dark']);
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toBeChecked());
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('switches at once, stores the choice for the user and keeps a copy for the next first paint', async () => {
    const sent: ColorSchemeRequest[] = [];
    server.use(
      http.get('*/auth/me', () => HttpResponse.json(me('system'))),
      http.put('*/users/me/color-scheme', async ({ request }) => {
        const body = (await request.json()) as ColorSchemeRequest;
        sent.push(body);
        return HttpResponse.json(me(body.colorScheme));
      }),
    );
    const user = userEvent.setup();
    renderItems();
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'System' })).not.toBeChecked();
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(sent).toEqual([{ colorScheme: 'dark' }]));

    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'light');
    await waitFor(() => expect(sent).toEqual([{ colorScheme: 'dark' }, { colorScheme: 'light' }]));
  });
});
