import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEvent } from '@/lib/use-event';

describe('useEvent', () => {
  it('keeps one identity and runs the latest render’s handler', () => {
    const { result, rerender } = renderHook(({ value }) => useEvent((add: number) => value + add), {
      initialProps: { value: 1 },
    });
    const first = result.current;
    expect(first(1)).toBe(2);
    rerender({ value: 10 });
    expect(result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});
