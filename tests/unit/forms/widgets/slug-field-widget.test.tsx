import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toSlug } from '@/forms/slug';
import { renderSection, typingPause } from '../section-form';

describe('toSlug', () => {
  it('lower-cases, spells out umlauts, drops accents and joins words with one dash', () => {
    expect(toSlug('  Größe & Café – Übersicht! ')).toBe('groesse-cafe-uebersicht');
    expect(toSlug('Summer Sale ', false)).toBe('summer-sale-');
  });
});

describe('SlugField', () => {
  const items = [
    { name: 'name', label: 'Name', type: 'field' as const, component: 'TextField' },
    { name: 'slug', label: 'Slug', type: 'field' as const, component: 'SlugField' },
  ];

  it('normalises what is typed to a slug', async () => {
    const { last } = renderSection(items);
    await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'New Arrivals ');
    await typingPause();
    expect(last()).toMatchObject({ slug: 'new-arrivals-' });
    await userEvent.tab();
    expect(last()).toMatchObject({ slug: 'new-arrivals' });
  });

  it('makes the slug from the name', async () => {
    const { last } = renderSection(items);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring Looks 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create from name' }));
    expect(last()).toEqual({ name: 'Spring Looks 2026', slug: 'spring-looks-2026' });
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('spring-looks-2026');
  });
});
