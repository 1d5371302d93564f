import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getEntityConfig } from '@/entities';
import { OverviewContext } from '@/features/overview/overview-context';
import { StreamProductCount } from '@/features/overview/stream-product-count';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders } from '@tests/unit/render';

const apps = [
  { id: 1, name: 'Germany', localeCode: 'de-DE', languageCode: 'de', shopUrls: {} },
  { id: 2, name: 'Austria', localeCode: 'de-AT', languageCode: 'de', shopUrls: {} },
] as never;

function renderCount(notify = vi.fn(), refetchList = vi.fn()) {
  renderWithProviders(
    <OverviewContext.Provider
      value={{ config: getEntityConfig('story'), apps, mediaUrls: null, notify, refetchList }}
    >
      <StreamProductCount
        entityId={9}
        configs={[
          {
            id: 1,
            appId: 1,
            status: 'online',
            isDraft: false,
            isPublished: true,
            streamProductCount: 1200,
            streamProductEstimate: 1000,
          },
          {
            id: 2,
            appId: 2,
            status: 'offline',
            isDraft: false,
            isPublished: false,
            streamProductCount: 5,
            streamProductEstimate: 300,
          },
        ]}
      />
    </OverviewContext.Provider>,
  );
  return { notify, refetchList };
}

describe('StreamProductCount', () => {
  it('shows the actual count online and an estimate otherwise', () => {
    renderCount();
    expect(screen.getByText('de-DE: 1,200')).toBeInTheDocument();
    expect(screen.getByText('de-AT: estimated 300')).toBeInTheDocument();
  });

  it('recalculates one shop and refetches on success', async () => {
    let shop: string | null = null;
    server.use(
      http.put('*/api/v2/pages/:id/stream-product-count', ({ request }) => {
        shop = new URL(request.url).searchParams.get('filter[shopId]');
        return HttpResponse.json({ data: { appId: 2, streamProductCount: 8, streamProductEstimate: 10 } });
      }),
    );
    const { notify, refetchList } = renderCount();
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate stream products for Austria' }));
    await waitFor(() => expect(refetchList).toHaveBeenCalled());
    expect(shop).toBe('2');
    // The outcome is confirmed, in the form the list shows it (Austria is offline: an estimate).
    expect(notify).toHaveBeenCalledWith('Stream products recalculated for Austria: estimated 10', 'success');
  });

  it('reports a failed recalculation', async () => {
    server.use(
      http.put('*/api/v2/pages/:id/stream-product-count', () =>
        HttpResponse.json({ message: 'x' }, { status: 502 }),
      ),
    );
    const { notify, refetchList } = renderCount();
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate stream products for Germany' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Stream products calculation failed. Please try again or contact your admin.',
        'error',
      ),
    );
    expect(refetchList).not.toHaveBeenCalled();
  });
});
