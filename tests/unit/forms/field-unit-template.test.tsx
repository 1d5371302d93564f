import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowGaps } from '@/forms/form-gaps';
import { renderSection } from './section-form';

describe('FieldUnit gaps', () => {
  it('puts no gap between consecutive units and 20 px elsewhere', () => {
    expect(rowGaps([false, true, true, false, true])).toEqual(['0px', '20px', '0px', '20px', '20px']);
  });

  it('renders groups and layout-only groups as units with the gap rule', () => {
    renderSection([
      { name: 'title', label: 'Title', type: 'field', component: 'TextField' },
      {
        name: 'desktop',
        label: 'Desktop',
        type: 'group',
        component: 'FieldUnit',
        items: [{ name: 'headline', label: 'Headline', type: 'field', component: 'TextField' }],
      },
      {
        name: 'mobileRow',
        label: 'Mobile',
        type: 'group',
        component: 'FieldUnit',
        layoutOnly: true,
        items: [{ name: 'mobileHeadline', label: 'Mobile headline', type: 'field', component: 'TextField' }],
      },
      { name: 'note', label: 'Note', type: 'field', component: 'TextArea' },
    ]);
    const desktop = screen.getByRole('group', { name: 'Desktop' });
    const mobile = screen.getByRole('group', { name: 'Mobile' });
    const rowOf = (element: HTMLElement) => element.closest('[data-row-gap]');
    expect(rowOf(screen.getByRole('textbox', { name: 'Title' }))).toHaveAttribute('data-row-gap', '0px');
    expect(rowOf(desktop)).toHaveAttribute('data-row-gap', '20px');
    expect(rowOf(mobile)).toHaveAttribute('data-row-gap', '0px');
    expect(rowOf(screen.getByRole('textbox', { name: 'Note' }))).toHaveAttribute('data-row-gap', '20px');
  }, 20000);
});
