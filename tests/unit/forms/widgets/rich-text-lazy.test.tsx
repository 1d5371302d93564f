import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSection } from '../section-form';

// Counts how often the TipTap editor module is loaded (a stand-in renders in its place).
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/forms/widgets/rich-text-editor', () => {
  loads.count += 1;
  return { default: () => <div role="textbox" aria-label="stand-in editor" /> };
});

describe('RichText loading', () => {
  it('does not load the editor for a form without a RichText field, and loads it when one renders', async () => {
    renderSection([{ name: 'title', label: 'Title', type: 'field', component: 'TextField' }]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    renderSection([{ name: 'text', label: 'Text', type: 'field', component: 'RichText' }]);
    expect(await screen.findByRole('textbox', { name: 'stand-in editor' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
