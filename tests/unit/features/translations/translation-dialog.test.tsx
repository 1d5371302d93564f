import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormSection } from '@generated/model';
import { TranslationDialog } from '@/features/translations/translation-dialog';

const SECTIONS: FormSection[] = [
  { label: 'SEO', attributes: { slug: 'seo', isAppConstrained: true }, items: [] },
];
const TARGETS = [
  { appId: 2, name: 'Austria' },
  { appId: 3, name: 'Switzerland' },
];

const renderDialog = (requestDisabled = false) => {
  const onRequest = vi.fn();
  render(
    <TranslationDialog
      mainShopName="Germany"
      targets={TARGETS}
      sections={SECTIONS}
      requestDisabled={requestDisabled}
      busy={false}
      onClose={vi.fn()}
      onRequest={onRequest}
    />,
  );
  return onRequest;
};

describe('the translation modal (spec 2 §5.2)', { timeout: 20_000 }, () => {
  it('keeps the translatable sections selected and disabled, and needs at least one shop', async () => {
    const onRequest = renderDialog();
    const section = screen.getByRole('checkbox', { name: 'SEO' });
    expect(section).toBeChecked();
    expect(section).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(screen.getByText('Select at least one shop to translate to')).toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Switzerland' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(onRequest).toHaveBeenCalledWith([3]);
  });

  it('disables Request for a new or dirty entity', () => {
    renderDialog(true);
    expect(screen.getByRole('button', { name: 'Request' })).toBeDisabled();
    expect(screen.getByText('Please save for further actions')).toBeInTheDocument();
  });
});
