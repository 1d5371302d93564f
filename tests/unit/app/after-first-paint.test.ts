// The shell's scripts start the app's entry and the signed-in preloads after the first paint
// (src/app/shell/after-first-paint.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '@/app/shell/after-first-paint';

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** The browser renders a frame: its animation-frame callbacks, then style, layout and paint. */
  const renderFrame = () => frames.splice(0).forEach((frame) => frame(0));

  it('runs in a task after the next frame, not within the current task or the frame itself', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    renderFrame();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the HTML to be parsed before it asks for the frame', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    afterFirstPaint(start);
    renderFrame();
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    renderFrame();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback when no frame comes (a tab opened in the background), once', () => {
    const start = vi.fn();
    afterFirstPaint(start, 100);
    vi.advanceTimersByTime(99);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    // The tab is shown: its first frame comes.
    renderFrame();
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
