import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Comment, CommentCreate } from '@generated/model';
import { CommentsButton } from '@/features/comments';
import { storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

// The signed-in user is Eda Editor (id 1) from the generated MSW handlers; the comments live in this array.
let stored: Comment[] = [];
const posted: CommentCreate[] = [];

const comment = (id: number, userId: number, name: string, text: string): Comment => ({
  id,
  resourceId: 1201,
  resourceType: 'page',
  text,
  createdAt: '2026-03-01T09:05:00.000Z',
  deletedAt: null,
  user: { id: userId, name, avatar: null },
  mentionedUsers: text.includes('<@U1>')
    ? [{ id: 1, name: 'Eda Editor', email: 'editor@example.com', avatar: null }]
    : [],
});

beforeEach(() => {
  storeToken(TEST_TOKEN);
  stored = [comment(1, 2, 'Mara Lind', '<@U1> please check &lt;b&gt; <@U99>')];
  posted.length = 0;
  server.use(
    http.get('*/api/v2/comments', () =>
      HttpResponse.json({
        data: stored,
        meta: { total: stored.filter((c) => c.deletedAt === null).length },
      }),
    ),
    http.post('*/api/v2/comments', async ({ request }) => {
      const body = (await request.json()) as CommentCreate;
      posted.push(body);
      const created = comment(stored.length + 1, 1, 'Eda Editor', body.text);
      stored = [...stored, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.delete('*/api/v2/comments/:id', ({ params }) => {
      stored = stored.map((c) =>
        c.id === Number(params.id) ? { ...c, text: '', deletedAt: '2026-03-01T10:00:00.000Z' } : c,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

/** The wizard owns whether the drawer is open. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <CommentsButton
      entityType="story"
      entityId={1201}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    />
  );
}

describe('the comments button and drawer', () => {
  it('shows the total, renders mentions with current names and <unknown>, typed markup as text', async () => {
    renderWithProviders(<Harness />);
    const button = await screen.findByRole('button', { name: /^Comments\s*1$/ });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: /entity comments/ });
    const item = await within(drawer).findByText(/please check/);
    expect(item.closest('p')?.textContent).toBe('@Eda Editor please check <b> <unknown>');
  });

  it('sets the error state for an empty text, sends escaped text with mentions and clears the form', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: /^Comments\s*1$/ }));
    const drawer = await screen.findByRole('dialog', { name: /entity comments/ });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Comment' }));
    expect(await within(drawer).findByText('Please write a comment.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const box = within(drawer).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Look <i> & @M');
    const option = await screen.findByRole('option', { name: /Mara Lind/ }, { timeout: 3000 });
    await userEvent.click(option);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ resourceId: 1201, resourceType: 'page' });
    expect(posted[0]!.text).toMatch(/^Look &lt;i&gt; &amp; <@U\d+>$/);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('deletes an own comment after the confirmation and shows it as deleted', async () => {
    stored = [...stored, comment(2, 1, 'Eda Editor', 'Mine')];
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: /^Comments\s*2$/ }));
    const drawer = await screen.findByRole('dialog', { name: /entity comments/ });
    const deletes = await within(drawer).findAllByRole('button', { name: 'Delete comment' });
    expect(deletes).toHaveLength(1); // Mara's comment has none.
    await userEvent.click(deletes[0]!);
    expect(
      await screen.findByText(
        'Do you really want to delete this comment? You will not be able to revert this action.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "I'm sure" }));
    expect(await within(drawer).findByText('[Comment has been deleted]')).toBeInTheDocument();
  });
});
