import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WizardSlots } from '@/features/wizard';
import { clearDraft, draftKey, readDraft } from '@/features/wizard/drafts';
import { TEST_TOKEN } from '@tests/unit/render';
import { received, renderWizard, useServer } from './wizard-fixture';

// Issue 28 (keystroke): a keystroke renders the form, not the page around it. The values stay current for
// Save, Ctrl+S, the leave guard and the draft.

/** Counts the renders of the page chrome: the header's slots run when (and only when) the header renders. */
function chromeCounter() {
  const counts = { presence: 0, watchers: 0, comments: 0, publish: 0 };
  const slots: WizardSlots = {
    renderPresence: () => {
      counts.presence += 1;
      return <span>presence</span>;
    },
    renderWatchers: () => {
      counts.watchers += 1;
      return <span>watchers</span>;
    },
    renderComments: () => {
      counts.comments += 1;
      return <span>comments</span>;
    },
    renderPublish: (props) => {
      counts.publish += 1;
      return <span>{props.dirty ? 'publish (dirty)' : 'publish'}</span>;
    },
  };
  return { counts, slots };
}

describe('Wizard per keystroke', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    window.localStorage.setItem('content.token', TEST_TOKEN);
    useServer();
    await clearDraft(draftKey('flagship', 'bundle', 5));
  });

  it("does not render the header again per keystroke in a shop's field; Ctrl+S and the draft get the last keystroke", async () => {
    const { counts, slots } = chromeCounter();
    renderWizard('/bundles/5/shop?f%5BappId%5D=1', 'bundle', slots);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The first keystroke makes the form dirty: the chrome renders for that (Save turns on).
    await userEvent.type(field, 'z');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText('publish (dirty)')).toBeInTheDocument();
    const afterFirst = { ...counts };
    await userEvent.type(field, 'eit!');
    expect(field).toHaveValue('Sommerzeit!');
    expect(counts).toEqual(afterFirst);
    // The draft (debounced) stores the values with the last keystroke.
    await waitFor(
      async () =>
        expect((await readDraft(draftKey('flagship', 'bundle', 5)))?.values).toMatchObject({
          appConfigs: [{ appId: 1, name: 'Sommerzeit!' }],
        }),
      { timeout: 5_000 },
    );
    // Ctrl+S right after a keystroke saves it.
    await userEvent.type(field, '?');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ appConfigs: [{ id: 50, appId: 1, name: 'Sommerzeit!?' }] });
  });

  it('renders the header for the title only: typing the name updates the heading, Save sends the last keystroke', async () => {
    const { counts, slots } = chromeCounter();
    renderWizard('/bundles/5/general', 'bundle', slots);
    const field = await screen.findByRole('textbox', { name: 'Internal name' });
    await userEvent.type(field, '!');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bundles > Summer Linen Edit!' }),
    ).toBeInTheDocument();
    await userEvent.type(field, '?');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bundles > Summer Linen Edit!?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ internalName: 'Summer Linen Edit!?' });
    expect(counts.presence).toBeGreaterThan(0);
  });
});
