import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../section-form';

const items = [{ name: 'text', label: 'Text', type: 'field' as const, component: 'RichText' }];

/** TipTap hangs its editor on the editable element. */
function editorOf(element: HTMLElement): Editor {
  return (element as HTMLElement & { editor: Editor }).editor;
}

describe('RichText', () => {
  it('loads the editor lazily and keeps only what its schema allows', async () => {
    renderSection(items, {
      data: {
        text: '<h1>Title</h1><p>Hi <b>there</b><script>alert(1)</script></p><blockquote>q</blockquote>',
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor…');
    const editable = await screen.findByRole('textbox', { name: 'Text' });
    expect(editable).toHaveAttribute('contenteditable', 'true');
    expect(editorOf(editable).getHTML()).toBe('<p>Title</p><p>Hi <strong>there</strong></p><p>q</p>');
    expect(editable.querySelector('script, h1, blockquote')).toBeNull();
  });

  it('emits HTML as the text changes, and marks with the toolbar', async () => {
    const { last } = renderSection(items);
    const editable = await screen.findByRole('textbox', { name: 'Text' });
    const editor = editorOf(editable);
    act(() => {
      editor.commands.insertContent('Summer');
    });
    expect(last()).toEqual({ text: '<p>Summer</p>' });
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(last()).toEqual({ text: '<p><strong>Summer</strong></p>' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(last()).toEqual({ text: '<ul><li><p><strong>Summer</strong></p></li></ul>' }));
    act(() => {
      editor.commands.clearContent(true);
    });
    // Emptied: '' (the save sends it, so the server empties the field).
    expect(last()).toEqual({ text: '' });
  }, 20000);

  it('is not editable when read-only', async () => {
    renderSection(items, { data: { text: '<p>Fixed</p>' }, readOnly: true });
    const editable = await screen.findByRole('textbox', { name: 'Text' });
    expect(editable).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
