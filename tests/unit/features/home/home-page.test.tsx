import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetCurrentTenantResponseMock } from '@generated/api/tenants/tenants.msw';
import { HomePage } from '@/features/home/home-page';
import { storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

describe('HomePage', () => {
  it('welcomes the main tenant', async () => {
    storeToken(TEST_TOKEN);
    renderWithProviders(<HomePage dashboard={<p data-testid="dashboard-slot" />} />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Content' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-slot')).toBeInTheDocument();
  });

  it('redirects any other tenant to /bundles', async () => {
    storeToken(TEST_TOKEN);
    const mock = getGetCurrentTenantResponseMock();
    server.use(
      http.get('*/tenants/current', () => HttpResponse.json({ data: { ...mock.data, key: 'outlet' } })),
    );
    const { router } = renderWithProviders(<HomePage />, {
      extraRoutes: [{ path: '/bundles', element: <h1>Bundles</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Bundles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bundles');
  });
});
