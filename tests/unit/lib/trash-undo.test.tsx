import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/lib/toasts';
import { announceTrashed } from '@/lib/trash-undo';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders } from '@tests/unit/render';

afterEach(() => clearToasts());

describe('the delete toast', () => {
  it('offers Undo, which restores the item and refetches', async () => {
    const restored: string[] = [];
    server.use(
      http.post('*/api/v2/trash/:type/:id/restore', ({ params }) => {
        restored.push(`${String(params.type)} ${String(params.id)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onRestored = vi.fn();
    renderWithProviders(<div />);
    announceTrashed({ type: 'story', id: 7, name: 'Summer looks' }, onRestored);
    const toast = await screen.findByText('"Summer looks" was moved to the trash.');
    expect(toast).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('"Summer looks" was restored.')).toBeInTheDocument();
    expect(restored).toEqual(['story 7']);
    expect(onRestored).toHaveBeenCalledOnce();
    expect(screen.queryByText('"Summer looks" was moved to the trash.')).not.toBeInTheDocument();
  });

  it('tells when the restore fails', async () => {
    server.use(
      http.post('*/api/v2/trash/:type/:id/restore', () =>
        HttpResponse.json(
          { message: 'Its parent is in the trash. Restore the parent first.' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<div />);
    announceTrashed({ type: 'custom-page', id: 8, name: 'About' });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        '"About" could not be restored: Its parent is in the trash. Restore the parent first.',
      ),
    ).toBeInTheDocument();
  });
});
