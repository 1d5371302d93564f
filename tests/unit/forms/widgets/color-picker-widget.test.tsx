import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection, typingPause } from '../section-form';

describe('ColorPicker', () => {
  it('takes a hex colour and shows its swatch', async () => {
    const { last } = renderSection([
      { name: 'color', label: 'Colour', type: 'field', component: 'ColorPicker' },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Colour' }), '#0f8');
    await typingPause();
    expect(last()).toEqual({ color: '#0f8' });
    expect(screen.getByRole('img', { name: 'Colour preview' })).toHaveStyle({
      background: 'rgba(0, 255, 136, 1)',
    });
    expect(screen.queryByText(/Enter a hex colour/)).not.toBeInTheDocument();
  });

  it('shows a field error for a malformed hex', async () => {
    renderSection([{ name: 'color', label: 'Colour', type: 'field', component: 'ColorPicker' }]);
    const input = screen.getByRole('textbox', { name: 'Colour' });
    await userEvent.type(input, '#12');
    await typingPause();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a hex colour'));
    await userEvent.type(input, '3');
    await typingPause();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});
