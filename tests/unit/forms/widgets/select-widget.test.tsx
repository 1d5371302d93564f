import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../section-form';

const options = [
  { label: 'Small', value: 's' },
  { label: 'Medium', value: 'm' },
  { label: 'Large', value: 'l' },
];

describe('Select', () => {
  it('picks one option and clears it with None', async () => {
    const { last } = renderSection([
      { name: 'size', label: 'Size', type: 'field', component: 'Select', attributes: { options } },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Medium' }));
    expect(last()).toEqual({ size: 'm' });
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('Medium');
    await userEvent.click(screen.getByRole('combobox', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    expect(last()).toEqual({ size: undefined });
  });

  it('names the empty choice by its placeholder (a shop select: All shops)', async () => {
    renderSection([
      {
        name: 'locale',
        label: 'Shop',
        type: 'field',
        component: 'Select',
        attributes: { options, placeholder: 'All shops' },
      },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Shop' }));
    expect(await screen.findByRole('option', { name: 'All shops' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'None' })).not.toBeInTheDocument();
  });

  it('picks several options when multiple', async () => {
    const { last } = renderSection([
      {
        name: 'sizes',
        label: 'Sizes',
        type: 'field',
        component: 'Select',
        attributes: { options, multiple: true },
      },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sizes' }));
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Small' }));
    await userEvent.click(within(list).getByRole('option', { name: 'Large' }));
    expect(last()).toEqual({ sizes: ['s', 'l'] });
    expect(within(list).getByRole('option', { name: 'Large' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(list).getByRole('option', { name: 'Small' }));
    expect(last()).toEqual({ sizes: ['l'] });
  });

  it('keeps number values numbers', async () => {
    const { last } = renderSection([
      {
        name: 'shop',
        label: 'Shop',
        type: 'field',
        component: 'Select',
        attributes: {
          options: [
            { label: 'Germany', value: 1 },
            { label: 'Austria', value: 2 },
          ],
        },
      },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Shop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Austria' }));
    expect(last()).toEqual({ shop: 2 });
  });
});
