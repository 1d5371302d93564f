import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WizardSlots } from '@/features/wizard';
import { clearDraft, draftKey, readDraft } from '@/features/wizard/drafts';
import { TEST_TOKEN } from '@tests/unit/render';
import { typingPause } from '@tests/unit/typing-pause';
import { received, renderWizard, useServer } from './wizard-fixture';

// Issue 28 (keystroke): a keystroke renders the form, not the page around it. The values stay current for
// Save, Ctrl+S, the leave guard and the draft.

/** Renders of the step's form (SectionForm): the page body around it renders it when it renders. */
const formRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/wizard/section-form', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/wizard/section-form')>();
  return {
    ...actual,
    SectionForm: (props: Parameters<typeof actual.SectionForm>[0]) => {
      formRenders.count += 1;
      return actual.SectionForm(props);
    },
  };
});

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
    await typingPause();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText('publish (dirty)')).toBeInTheDocument();
    const afterFirst = { ...counts };
    await userEvent.type(field, 'eit!');
    await typingPause();
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

  it('does not render the shop panel per keystroke; what the panel runs reads the last keystroke, and a new status renders it', async () => {
    let panelRenders = 0;
    const slots: WizardSlots = {
      renderShopPanel: (panel) => {
        panelRenders += 1;
        const status = panel.values.appConfigs[0]?.status;
        return (
          <div data-testid="panel">
            {status}
            <button type="button" onClick={() => setRead(panel.getValues().appConfigs[0]?.name)}>
              read values
            </button>
            <button
              type="button"
              onClick={() =>
                panel.onChangeValues?.((previous) => ({
                  ...previous,
                  appConfigs: previous.appConfigs.map((config) => ({ ...config, status: 'online' })),
                }))
              }
            >
              go online
            </button>
          </div>
        );
      },
    };
    let read: string | undefined;
    const setRead = (name: string | undefined) => {
      read = name;
    };
    renderWizard('/bundles/5/shop?f%5BappId%5D=1', 'bundle', slots);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    // The first keystroke makes the form dirty (a prop of the panel): it renders for that.
    await userEvent.type(field, 'z');
    await typingPause();
    const afterFirst = panelRenders;
    await userEvent.type(field, 'eit!');
    await typingPause();
    expect(field).toHaveValue('Sommerzeit!');
    expect(panelRenders).toBe(afterFirst);
    // An action of the panel right after a keystroke gets it.
    await userEvent.type(field, '?');
    await userEvent.click(screen.getByRole('button', { name: 'read values' }));
    expect(read).toBe('Sommerzeit!?');
    // A change of what the panel shows (a shop's status) renders it with the current values.
    await userEvent.click(screen.getByRole('button', { name: 'go online' }));
    expect(screen.getByTestId('panel')).toHaveTextContent('online');
    expect(panelRenders).toBe(afterFirst + 1);
    expect(field).toHaveValue('Sommerzeit!?');
  });

  it('does not render the step form again for its own keystrokes; keystrokes in two parts are both saved', async () => {
    renderWizard('/bundles/5/shop?f%5BappId%5D=1');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const streamType = screen.getByRole('textbox', { name: 'Stream type' });
    await userEvent.type(name, 'z');
    await typingPause();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    const before = formRenders.count;
    await userEvent.type(name, '123');
    expect(name).toHaveValue('Sommerz123');
    // Was one render of the step's form (and the page body around it) per keystroke.
    expect(formRenders.count).toBe(before);
    // Once the typing pauses the form has the keys; what that sets off (the body's validation state) renders
    // the body once for all of them (twice in development), not once per key.
    await typingPause();
    expect(formRenders.count - before).toBeLessThanOrEqual(2);
    // The other part's change is merged into the current values, the first part's keystrokes kept.
    fireEvent.change(streamType, { target: { value: 'slider' } });
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({
      appConfigs: [{ id: 50, appId: 1, name: 'Sommerz123', streamType: 'slider' }],
    });
  });

  it('renders the header for the title only: typing the name updates the heading, Save sends the last keystroke', async () => {
    const { counts, slots } = chromeCounter();
    renderWizard('/bundles/5/general', 'bundle', slots);
    const field = await screen.findByRole('textbox', { name: 'Internal name' });
    await userEvent.type(field, '!');
    await typingPause();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bundles > Summer Linen Edit!' }),
    ).toBeInTheDocument();
    await userEvent.type(field, '?');
    await typingPause();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bundles > Summer Linen Edit!?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ internalName: 'Summer Linen Edit!?' });
    expect(counts.presence).toBeGreaterThan(0);
  });
});
