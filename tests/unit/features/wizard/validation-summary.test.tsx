import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShopMessageGroups } from '@/features/wizard/validation-groups';
import { ValidationSummary } from '@/features/wizard/validation-summary';

const shops: ShopMessageGroups[] = [
  {
    appId: null,
    source: '<other>',
    count: 1,
    title: '1 error',
    summary: 'You have 1 error',
    groups: [
      {
        key: 'seo.title',
        title: 'General > SEO > Title',
        messages: ['field is required'],
        appId: null,
        origin: 'form',
        squashed: false,
        link: { step: 'general', field: 'seo.title' },
      },
    ],
  },
  {
    appId: 2,
    source: 'Austria',
    count: 2,
    title: '2 errors',
    summary: '2 errors in Austria',
    groups: [
      {
        key: 'appConfigs.1.preview.imagesByType',
        title: 'Preview images > Images',
        messages: ['desktop_default - field is required', 'mobile_default - field is required'],
        appId: 2,
        origin: 'form',
        squashed: true,
        link: { step: 'preview-images', appId: 2, field: 'preview.imagesByType' },
      },
    ],
  },
];

describe('ValidationSummary', () => {
  it('lists per shop its title and groups; a message opens its link', async () => {
    const onOpen = vi.fn();
    render(<ValidationSummary shops={shops} onOpen={onOpen} />);
    const summary = screen.getByRole('region', { name: 'Problems to fix before publishing' });
    expect(summary).toHaveTextContent('You have 1 error · 2 errors in Austria');
    const austria = within(summary).getByRole('region', { name: 'Austria: 2 errors' });
    expect(within(austria).getByText('Preview images > Images')).toBeInTheDocument();
    await userEvent.click(
      within(austria).getByRole('button', {
        name: 'Preview images > Images: mobile_default - field is required',
      }),
    );
    expect(onOpen).toHaveBeenCalledWith({ step: 'preview-images', appId: 2, field: 'preview.imagesByType' });
    expect(within(summary).getByRole('region', { name: '<other>: 1 error' })).toBeInTheDocument();
  });

  it('collapses to its summary line', async () => {
    render(<ValidationSummary shops={shops} onOpen={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Hide problems' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show problems' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing without errors', () => {
    const { container } = render(<ValidationSummary shops={[]} onOpen={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
