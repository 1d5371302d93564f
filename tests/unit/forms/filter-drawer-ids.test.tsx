// The overview filter drawer's IDs filter (issue 27 #18): a refused duplicate pick marks the input red with
// the spec message, and the red goes as soon as the user moves on (types, adds a new id, removes a chip).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormSection } from '@generated/model';
import { FilterDrawer } from '@/forms/filter-drawer';
import { sectionToSchema } from '@/forms/form-section-schema';
import { renderWithProviders } from '@tests/unit/render';

const section = sectionToSchema({
  name: 'filters',
  label: 'Filters',
  type: 'section',
  items: [
    { name: 'f[ids]', label: 'IDs', type: 'field', component: 'TextField', attributes: { multiple: true } },
  ],
} as FormSection);

async function openDrawer() {
  const onApply = vi.fn();
  renderWithProviders(
    <FilterDrawer
      open
      section={section}
      filters={{ 'f[ids]': [5] }}
      onApply={onApply}
      onReset={() => {}}
      onClose={() => {}}
      formId="overview-filters"
      noFieldsText="none"
    />,
  );
  const input = await screen.findByRole('textbox', { name: /ID.*comma-separated/ }, { timeout: 20_000 });
  await userEvent.type(input, '5{Enter}');
  expect(screen.getByText('This ID has already been selected')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  return { input, onApply };
}

const expectClean = async (input: HTMLElement) => {
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
  expect(screen.queryByText('This ID has already been selected')).not.toBeInTheDocument();
};

describe('the IDs filter after a refused duplicate', { timeout: 40_000 }, () => {
  it('is no longer red once the user types again, and a new id is added', async () => {
    const { input, onApply } = await openDrawer();
    await userEvent.type(input, '7');
    await expectClean(input);
    await userEvent.type(input, '{Enter}');
    await expectClean(input);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ 'f[ids]': [5, 7] }));
  });

  it('is no longer red once the chip of the refused id is removed', async () => {
    const { input } = await openDrawer();
    await userEvent.click(screen.getByLabelText('Remove #5'));
    await expectClean(input);
  });
});
