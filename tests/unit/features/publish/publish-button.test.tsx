import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublishShop } from '@/entities';
import { PublishButton, type PublishButtonProps } from '@/features/publish';

// Rendering MUI on a busy machine takes seconds: 20 s per test.
const shops: PublishShop[] = [
  { appId: 1, name: 'Germany', status: 'online' },
  { appId: 2, name: 'Austria', status: 'offline' },
  { appId: 3, name: 'Switzerland', status: 'draft' },
  { appId: 4, name: 'France', status: 'offline' },
];

function renderButton(props: Partial<PublishButtonProps> = {}) {
  const onPublish = vi.fn<PublishButtonProps['onPublish']>(async () => undefined);
  render(
    <PublishButton
      entityId={7}
      dirty={false}
      busy={false}
      readOnly={false}
      level="appConfig"
      isPublished={false}
      shops={shops}
      errors={{}}
      onPublish={onPublish}
      {...props}
    />,
  );
  return { onPublish, user: userEvent.setup() };
}

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

describe('the publish modal', { timeout: 20_000 }, () => {
  it('derives the action from the selection and submits the flags of spec 2 §4.2', async () => {
    const { onPublish, user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish in shops' });
    expect(within(dialog).getByText('Select a shop for options')).toBeInTheDocument();

    await user.click(box(dialog, 'Germany'));
    await user.click(box(dialog, 'Austria'));
    expect(within(dialog).getByText('Please select countries with the same status only')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /publish/i })).toBeNull();

    await user.click(box(dialog, 'Germany'));
    await user.click(box(dialog, 'Switzerland'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalledWith({
      level: 'appConfig',
      shops: { 1: true, 2: true, 3: true, 4: false },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Unpublish for published shops', async () => {
    const { onPublish, user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish in shops' });
    await user.click(box(dialog, 'Germany'));
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(onPublish).toHaveBeenCalledWith({
      level: 'appConfig',
      shops: { 1: false, 2: false, 3: false, 4: false },
    });
  });

  it('disables the rows with validation errors and says why', async () => {
    const { user } = renderButton({ errors: { 'appConfigs.1.name': ['The name field is required.'] } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish in shops' });
    expect(box(dialog, 'Austria')).toBeDisabled();
    expect(box(dialog, 'Austria')).toHaveAccessibleDescription('Has errors: fix them to select this shop');
    expect(box(dialog, 'France')).toBeEnabled();
  });

  it('disables every row for errors without a shop', async () => {
    const { user } = renderButton({ errors: { internalName: ['The internal name field is required.'] } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish in shops' });
    for (const name of ['Germany', 'Austria', 'Switzerland', 'France'])
      expect(box(dialog, name)).toBeDisabled();
  });
});

describe('the Publish button', { timeout: 20_000 }, () => {
  it("waits for a save on a dirty form: 'Please save for further actions'", async () => {
    const { user } = renderButton({ dirty: true });
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Please save for further actions');
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("toggles a bundle directly: 'Publish' when unpublished, 'Unpublish' when published", async () => {
    const first = renderButton({ level: 'entity', isPublished: false });
    await first.user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(first.onPublish).toHaveBeenCalledWith({ level: 'entity', isPublished: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unpublishes a published bundle', async () => {
    const { onPublish, user } = renderButton({ level: 'entity', isPublished: true });
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(onPublish).toHaveBeenCalledWith({ level: 'entity', isPublished: false });
  });
});
