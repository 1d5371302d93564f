import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppStatusChips } from '@/components/app-status-chips';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DrawerPanel } from '@/components/drawer-panel';
import { DrawerShell } from '@/components/drawer-shell';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { StatusChip, statusChipCss } from '@/components/status-chip';
import { DARK_TONE_COLOURS, TONE_COLOURS, type StatusTone } from '@/components/status-colours';
import { getTheme } from '@/app/theme';
import type { App, AppConfig } from '@generated/model';

describe('ConfirmDialog', () => {
  it("has the spec's defaults: 'Are you sure?', \"I'm sure\", 'Close'", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog open onConfirm={onConfirm} onClose={onClose}>
        Delete "Summer"?
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Delete "Summer"?');
    await userEvent.click(screen.getByRole('button', { name: "I'm sure" }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('disables both buttons while busy', () => {
    render(
      <ConfirmDialog
        open
        busy
        title="Export Data"
        confirmLabel="Export"
        onConfirm={() => {}}
        onClose={() => {}}
      >
        text
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Export Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});

describe('EmptyState', () => {
  it("falls back to 'No results found' and the spec's text when the schema gives none", () => {
    render(<EmptyState title="" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "No results foundWe couldn't find any results. Change selected filters.",
    );
  });

  it("shows the schema's own texts", () => {
    render(<EmptyState dense title="Nothing planned" text="Schedule a page." data-testid="empty" />);
    expect(screen.getByTestId('empty')).toHaveTextContent('Nothing plannedSchedule a page.');
  });
});

describe('PageLoader', () => {
  it("is announced as 'Loading…', or by its message", () => {
    const { unmount } = render(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    unmount();
    render(<PageLoader message="Signing out…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing out…');
  });
});

describe('StatusChip and AppStatusChips', () => {
  it('labels a status and puts the prefix before it', () => {
    render(<StatusChip status="scheduled" prefix="de-DE" />);
    expect(screen.getByText('de-DE · Scheduled')).toBeInTheDocument();
  });

  it("names each config's shop by its locale code, else by its id", () => {
    const apps = [{ id: 1, localeCode: 'de-DE', name: 'Germany' }] as App[];
    const configs = [
      { id: 10, appId: 1, status: 'online' },
      { id: 11, appId: 7, status: 'offline' },
    ] as AppConfig[];
    render(<AppStatusChips configs={configs} apps={apps} />);
    expect(screen.getByText('de-DE · Online')).toBeInTheDocument();
    expect(screen.getByText('7 · Offline')).toBeInTheDocument();
    // Screen readers hear the shop's name, not the code alone, and no chip carries an aria-label.
    expect(screen.getByText('Germany (de-DE): Online')).toBeInTheDocument();
    expect(screen.getByText('de-DE · Online')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('[aria-label]')).toBeNull();
  });

  it('describes the chip with its tooltip instead of renaming it', () => {
    render(
      <AppStatusChips
        configs={[{ id: 10, appId: 1, status: 'online' }] as AppConfig[]}
        apps={[{ id: 1, localeCode: 'de-DE', name: 'Germany' }] as App[]}
        withTooltip
      />,
    );
    expect(document.querySelector('[aria-label]')).toBeNull();
    expect(screen.getByText('Germany (de-DE): Online')).toBeInTheDocument();
  });

  it("marks each chip with its status's tone, an unknown status with the default tone", () => {
    render(
      <AppStatusChips
        configs={
          [
            { id: 10, appId: 1, status: 'online' },
            { id: 11, appId: 1, status: 'scheduled' },
            { id: 12, appId: 1, status: 'archived' },
          ] as AppConfig[]
        }
        apps={[]}
      />,
    );
    const tones = Array.from(document.querySelectorAll('.MuiChip-root'), (chip) =>
      chip.getAttribute('data-tone'),
    );
    expect(tones).toEqual(['success', 'warning', 'default']);
    render(<StatusChip status="offline" />);
    expect(screen.getByText('Offline').closest('.MuiChip-root')).toHaveAttribute('data-tone', 'danger');
  });

  it('colours every tone as spec 2 §9 says, light and dark, from one rule set', () => {
    const css = statusChipCss(getTheme()) as unknown as Record<string, Record<string, unknown>>;
    for (const tone of Object.keys(TONE_COLOURS) as StatusTone[]) {
      const rule = css[`&[data-tone="${tone}"]`]!;
      expect(rule).toMatchObject({
        color: TONE_COLOURS[tone].text,
        backgroundColor: TONE_COLOURS[tone].background,
        borderColor: TONE_COLOURS[tone].border,
      });
      const dark = Object.entries(rule).find(([key]) => key.includes('dark'))?.[1];
      expect(dark).toEqual({
        color: DARK_TONE_COLOURS[tone].text,
        backgroundColor: DARK_TONE_COLOURS[tone].background,
        borderColor: DARK_TONE_COLOURS[tone].border,
      });
    }
  });
});

describe('DrawerShell', () => {
  it('mounts its content only while open, as a dialog named by its title', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <DrawerShell open={false} onClose={onClose} width={400}>
        <DrawerPanel title="Filters" closeLabel="Close filters" onClose={onClose}>
          body
        </DrawerPanel>
      </DrawerShell>,
    );
    expect(screen.queryByText('body')).not.toBeInTheDocument();
    rerender(
      <DrawerShell open onClose={onClose} width={400}>
        <DrawerPanel title="Filters" closeLabel="Close filters" onClose={onClose}>
          body
        </DrawerPanel>
      </DrawerShell>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveTextContent('body');
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
