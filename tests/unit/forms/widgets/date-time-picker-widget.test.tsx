import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSection } from '../section-form';

const items = [
  { name: 'activeFrom', label: 'Active from', type: 'field' as const, component: 'DateTimePicker' },
];

/** The field's text input (the picker keeps the typed sections in sync with it). */
async function input(): Promise<HTMLInputElement> {
  const group = await screen.findByRole('group', { name: 'Active from' });
  const element = group.parentElement?.querySelector('input');
  if (!element) throw new Error('no input');
  return element;
}

describe('DateTimePicker', () => {
  // The picker is a lazy chunk: its first import (the date library, MUI's pickers) took 8 s under load,
  // past findByRole's wait, so it is loaded before the tests, not inside the first one.
  beforeAll(() => import('@/forms/widgets/date-time-picker-control'), 60_000);

  it("shows the value as 'dd.MM.yyyy, HH:mm'", async () => {
    const iso = new Date(2026, 4, 23, 14, 30).toISOString();
    renderSection(items, { data: { activeFrom: iso } });
    expect(await input()).toHaveValue('23.05.2026, 14:30');
  });

  it('stores an entered date as an ISO string', async () => {
    const { last } = renderSection(items);
    fireEvent.change(await input(), { target: { value: '24.12.2026, 18:45' } });
    expect(last()).toEqual({ activeFrom: new Date(2026, 11, 24, 18, 45).toISOString() });
  });

  it('clears to null', async () => {
    const iso = new Date(2026, 4, 23, 14, 30).toISOString();
    const { last } = renderSection(items, { data: { activeFrom: iso } });
    await userEvent.click(await screen.findByRole('button', { name: /clear/i }));
    expect(last()).toEqual({ activeFrom: null });
  });
});
