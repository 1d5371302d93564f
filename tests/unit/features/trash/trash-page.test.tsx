import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrashList } from '@generated/model';
import { TrashPage } from '@/features/trash/trash-page';
import { clearToasts } from '@/lib/toasts';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders } from '@tests/unit/render';

const item = (id: number, name: string) => ({
  id,
  entityType: 'story' as const,
  name,
  deletedAt: '2026-01-01T10:00:00.000Z',
  deletedBy: { id: 2, name: 'Mara Lind', email: 'mara.lind@example.com', avatar: null },
  purgeAt: '2026-01-31T10:00:00.000Z',
});

function serveTrash(items: ReturnType<typeof item>[]) {
  let current = items;
  const calls: string[] = [];
  server.use(
    http.get('*/api/v2/trash/story', () =>
      HttpResponse.json({
        data: current,
        meta: {
          pagination: {
            currentPage: 1,
            total: current.length,
            totalPages: 1,
            count: current.length,
            perPage: 20,
          },
        },
      } satisfies TrashList),
    ),
    http.post('*/api/v2/trash/story/:id/restore', ({ params }) => {
      calls.push(`restore ${String(params.id)}`);
      current = current.filter((entry) => entry.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/v2/trash/story/:id', ({ params }) => {
      calls.push(`purge ${String(params.id)}`);
      current = current.filter((entry) => entry.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

afterEach(() => clearToasts());

describe('the trash page', () => {
  it('lists what was deleted, by whom, and restores an item', async () => {
    const calls = serveTrash([item(11, 'Summer looks'), item(12, 'Spring denim')]);
    renderWithProviders(<TrashPage />, { path: '/trash/:type', at: '/trash/story' });
    expect(await screen.findByRole('heading', { name: 'Trash: Category Stories' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('trash-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Summer looks');
    expect(rows[0]).toHaveTextContent('Mara Lind');
    await userEvent.click(screen.getByRole('button', { name: 'Restore "Summer looks"' }));
    expect(await screen.findByText('"Summer looks" was restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('trash-row')).toHaveLength(1));
    expect(calls).toEqual(['restore 11']);
  });

  it('deletes permanently only after the confirmation', async () => {
    const calls = serveTrash([item(12, 'Spring denim')]);
    renderWithProviders(<TrashPage />, { path: '/trash/:type', at: '/trash/story' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete permanently: "Spring denim"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete permanently?' });
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('"Spring denim" was deleted permanently.')).toBeInTheDocument();
    expect(await screen.findByTestId('trash-empty')).toBeInTheDocument();
    expect(calls).toEqual(['purge 12']);
  });

  it('says so for a type that is never deleted', async () => {
    renderWithProviders(<TrashPage />, { path: '/trash/:type', at: '/trash/category' });
    expect(await screen.findByTestId('trash-unknown')).toBeInTheDocument();
  });
});
