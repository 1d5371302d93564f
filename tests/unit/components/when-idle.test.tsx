import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from '@/components/when-idle';

describe('WhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders nothing until the browser is idle, then its children', async () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(
      <WhenIdle>
        <p>badge</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('badge')).toBeNull();
    expect(callbacks).toHaveLength(1);
    await act(async () => callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('badge')).toBeTruthy();
  });

  it('gives up waiting when unmounted', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(
      <WhenIdle>
        <p>badge</p>
      </WhenIdle>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
