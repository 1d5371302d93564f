import { describe, expect, it } from 'vitest';
import { scrolledPast } from '@/features/notifications/notification-flyout';

describe('the flyout loads more past 90 % (spec 1 §9)', () => {
  it('waits until the bottom of the view passes 90 % of the list', () => {
    expect(scrolledPast({ scrollTop: 0, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(scrolledPast({ scrollTop: 499, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(scrolledPast({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
  });
});
