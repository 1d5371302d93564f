import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sectionToSchema } from '@/forms/form-section-schema';
import { validationToErrorSchema } from '@/forms/server-errors';
import { renderSection, typingPause } from '../section-form';

describe('TextField', () => {
  it('types the value, with the required mark and a counter of maxLength', async () => {
    const { last } = renderSection([
      {
        name: 'title',
        label: 'Title',
        type: 'field',
        component: 'TextField',
        required: true,
        attributes: { maxLength: 10 },
      },
    ]);
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input).toBeRequired();
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    await userEvent.type(input, 'Summer');
    await typingPause();
    expect(last()).toEqual({ title: 'Summer' });
    expect(screen.getByText('6 / 10')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('6 / 10'));
    // Input stops at the maximum (issue 27 #4): a long paste or typing cannot pass it.
    await userEvent.type(input, ' sale!');
    await typingPause();
    expect(last()).toEqual({ title: 'Summer sal' });
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(5000));
    expect(input).toHaveValue('Summer sal');
  });

  it("clears to '' (an emptied field must reach the server; undefined would leave the key out)", async () => {
    const { last } = renderSection(
      [{ name: 'title', label: 'Title', type: 'field', component: 'TextField' }],
      {
        data: { title: 'A' },
      },
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await typingPause();
    expect(last()).toEqual({ title: '' });
  });

  it('shows a server error on the field and describes the input with it', () => {
    const title = { name: 'title', label: 'Title', type: 'field' as const, component: 'TextField' };
    const { schema } = sectionToSchema(
      { label: 'S', attributes: { slug: 's' }, items: [title] },
      { mode: 'entity' },
    );
    renderSection([title], {
      extraErrors: validationToErrorSchema({ title: ['The {{fieldKey}} field is required.'] }, { schema }),
    });
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByText('The Title field is required.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The Title field is required.'));
  });

  it('edits nothing when read-only', async () => {
    const { changes } = renderSection(
      [{ name: 'title', label: 'Title', type: 'field', component: 'TextField' }],
      {
        data: { title: 'A' },
        readOnly: true,
      },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'bc');
    await typingPause();
    expect(changes.mock.calls.some(([data]) => data.title !== 'A')).toBe(false);
  });
});

describe('TextArea', () => {
  it('takes several lines', async () => {
    const { last } = renderSection([
      { name: 'teaser', label: 'Teaser', type: 'field', component: 'TextArea' },
    ]);
    const area = screen.getByRole('textbox', { name: 'Teaser' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'one{Enter}two');
    await typingPause();
    expect(last()).toEqual({ teaser: 'one\ntwo' });
  });
});
