import { act } from '@testing-library/react';
import { TYPING_PAUSE_MS } from '@/forms/widgets/use-typed-text';

/**
 * Waits until the typing has paused long enough for a text field to hand its text to its form (issue 28:
 * keys typed faster than TYPING_PAUSE_MS reach the form once, after the last of them).
 */
export const typingPause = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 20)));
