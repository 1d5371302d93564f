import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHasBeenTrue } from '@/lib/use-has-been-true';

describe('useHasBeenTrue', () => {
  it('is false until the flag is true, then stays true', () => {
    const { result, rerender } = renderHook(({ flag }) => useHasBeenTrue(flag), {
      initialProps: { flag: false },
    });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when the flag starts true', () => {
    const { result } = renderHook(() => useHasBeenTrue(true));
    expect(result.current).toBe(true);
  });
});
