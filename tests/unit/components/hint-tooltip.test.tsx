import IconButton from '@mui/material/IconButton';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HintTooltip } from '@/components/hint-tooltip';

afterEach(() => {
  vi.useRealTimers();
});

describe('HintTooltip', () => {
  it('opens on keyboard focus, describes the labelled child, closes on Escape and on blur', async () => {
    render(
      <>
        <HintTooltip title="Edit">
          <IconButton aria-label="Edit Summer">E</IconButton>
        </HintTooltip>
        <button type="button">next</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Edit Summer' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');

    await userEvent.tab();
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Edit');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    // The same node keeps focus: opening did not remount the child.
    expect(screen.getByRole('button', { name: 'Edit Summer' })).toBe(button);
    expect(document.activeElement).toBe(button);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(button).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens after hovering 100 ms and closes as the pointer leaves', () => {
    vi.useFakeTimers();
    render(
      <HintTooltip title="Delete">
        <IconButton aria-label="Delete Summer">D</IconButton>
      </HintTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Delete Summer' });
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Leaving before the delay never opens it.
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names a child without a label by the title, keeps its handlers and its ref', async () => {
    const onFocus = vi.fn();
    const onMouseEnter = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <HintTooltip title="Copy link">
        <IconButton ref={ref} onFocus={onFocus} onMouseEnter={onMouseEnter}>
          C
        </IconButton>
      </HintTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Copy link' });
    expect(ref.current).toBe(button);
    await userEvent.tab();
    expect(onFocus).toHaveBeenCalledOnce();
    fireEvent.mouseEnter(button);
    expect(onMouseEnter).toHaveBeenCalledOnce();
    // A child named by the title is not described by it too.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy link');
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('renders its child once on mount (MUI Tooltip renders it again from its ref callback)', () => {
    let renders = 0;
    const Counted = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(function Counted(props, ref) {
      renders += 1;
      return <button type="button" ref={ref} {...props} />;
    });
    render(
      <HintTooltip title="Open">
        <Counted aria-label="Open Summer">O</Counted>
      </HintTooltip>,
    );
    expect(renders).toBe(1);
  });

  it('leaves a disabled child disabled and without a popup', () => {
    render(
      <HintTooltip title="Edit">
        <IconButton aria-label="Edit Summer" disabled>
          E
        </IconButton>
      </HintTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Edit Summer' })).toBeDisabled();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('HintTooltip that describes its child', () => {
  it('leaves the name to the child’s own text and describes it while open', () => {
    vi.useFakeTimers();
    render(
      <HintTooltip title="Notifications" describeChild>
        <IconButton>3 unread</IconButton>
      </HintTooltip>,
    );
    // Without describeChild the title would become the aria-label and hide the count from the name.
    const button = screen.getByRole('button', { name: '3 unread' });
    expect(button).not.toHaveAttribute('aria-label');
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(110));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Notifications');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    expect(screen.getByRole('button', { name: '3 unread' })).toBe(button);
  });
});
