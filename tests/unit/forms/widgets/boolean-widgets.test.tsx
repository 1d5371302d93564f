import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../section-form';

describe('Checkbox and Switch', () => {
  it('toggles a checkbox', async () => {
    const { last } = renderSection([
      { name: 'hidden', label: 'Hidden', type: 'field', component: 'Checkbox' },
    ]);
    const box = screen.getByRole('checkbox', { name: 'Hidden' });
    await userEvent.click(box);
    expect(last()).toEqual({ hidden: true });
    await userEvent.click(box);
    expect(last()).toEqual({ hidden: false });
  });

  it('toggles a switch with the keyboard', async () => {
    const { last } = renderSection([
      { name: 'active', label: 'Active', type: 'field', component: 'Switch', required: true },
    ]);
    const toggle = screen.getByRole('switch', { name: /Active/ });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(last()).toEqual({ active: true });
    expect(toggle).toBeChecked();
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('cannot be toggled when read-only', () => {
    renderSection([{ name: 'active', label: 'Active', type: 'field', component: 'Switch' }], {
      readOnly: true,
    });
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
  });
});
