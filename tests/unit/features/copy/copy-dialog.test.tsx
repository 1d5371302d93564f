import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlockType, ContentElement, EditorSlot, FormSection } from '@generated/model';
import type { EntityFormValues } from '@/entities';
import { CopyDialog, type CopyMode } from '@/features/copy/copy-dialog';

const block = (id: number, index: number, cpid: string): ContentElement => ({
  id,
  index,
  type: 'headline',
  attributes: { text: `Block ${id}` },
  position: { slot: 'main', index },
  tracking: { cpid },
});
const VALUES: EntityFormValues = {
  internalName: 'Page',
  appConfigs: [
    { appId: 1, headline: 'Sale', contentElements: [block(100001, 0, 'aaaaaa'), block(100002, 1, 'bbbbbb')] },
    { appId: 2, contentElements: [block(100003, 0, 'aaaaaa')] },
    { appId: 3 },
  ],
};
const SECTIONS: FormSection[] = [
  {
    label: 'Texts',
    attributes: { slug: 'texts', isAppConstrained: true },
    items: [{ name: 'headline', type: 'field' }],
  },
  { label: 'General', attributes: { slug: 'general' }, items: [{ name: 'internalName', type: 'field' }] },
];
const BLOCK_TYPES: BlockType[] = [{ id: 1, name: 'headline', label: 'Headline', schema: [] }];
const SLOTS: EditorSlot[] = [{ name: 'main', label: 'Main', blockTypeNames: ['headline'] }];
const NAMES: Record<number, string> = { 1: 'Germany', 2: 'Austria', 3: 'France' };

const renderDialog = (mode: CopyMode) => {
  const onCopy = vi.fn();
  render(
    <CopyDialog
      mode={mode}
      values={VALUES}
      sourceAppId={1}
      sections={SECTIONS}
      blockTypes={BLOCK_TYPES}
      slots={SLOTS}
      shopName={(appId) => NAMES[appId] ?? String(appId)}
      onClose={vi.fn()}
      onCopy={onCopy}
    />,
  );
  return onCopy;
};
const copyButton = () => screen.getByRole('button', { name: 'Copy' });

describe('the copy modals (spec 2 §4.6, §5.2)', { timeout: 20_000 }, () => {
  it('Copy To needs a section and a shop, offers only shop-constrained sections and shows the §4.6 texts', async () => {
    const onCopy = renderDialog('sections');
    expect(screen.queryByRole('checkbox', { name: 'General' })).toBeNull();
    expect(screen.getByText(/CPIDs are preserved but can only exist once per shop\./)).toBeInTheDocument();
    expect(copyButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Texts' }));
    expect(copyButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'France' }));
    expect(copyButton()).toBeEnabled();
    await userEvent.click(copyButton());
    expect(onCopy).toHaveBeenCalledTimes(1);
    const [values, targets] = onCopy.mock.calls[0]!;
    expect(targets).toEqual([3]);
    expect((values as EntityFormValues).appConfigs[2]).toMatchObject({ appId: 3, headline: 'Sale' });
  });

  it('lists every conflict before writing and copies nothing while there is one', async () => {
    const onCopy = renderDialog('blocks');
    expect(
      screen.getByText(/By copying content blocks they will not overwrite existing content/),
    ).toBeInTheDocument();
    expect(screen.getByText(/CPIDs are preserved but can only exist once per shop\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Headline CPID: AAAAAA' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Austria' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'France' }));
    expect(
      screen.getByText('A content block with CPID "AAAAAA" already exists for target shop Austria'),
    ).toBeInTheDocument();
    expect(copyButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Austria' }));
    expect(copyButton()).toBeEnabled();
    await userEvent.click(copyButton());
    const [values] = onCopy.mock.calls[0]!;
    const copied = (values as EntityFormValues).appConfigs[2]!.contentElements!;
    expect(copied.map((element) => element.tracking?.cpid)).toEqual(['aaaaaa']);
    expect(String(copied[0]!.id)).toMatch(/^\d{6}$/);
  });
});
