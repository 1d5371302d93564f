// The feed's filters in the address ↔ the parameters of GET /activity.
import { describe, expect, it } from 'vitest';
import { activityParams, hasActivityFilters, withActivityFilter } from '@/features/activity/activity-address';

describe('activityParams', () => {
  it('turns the address into the call filters, days in local time', () => {
    const search = new URLSearchParams(
      'who=2&what=entity.saved&type=story&entity=1201&shop=3&from=2025-05-01&to=2025-05-31',
    );
    expect(activityParams(search)).toEqual({
      'filter[actorId]': 2,
      'filter[kind]': 'entity.saved',
      'filter[entityType]': 'story',
      'filter[entityId]': 1201,
      'filter[appId]': 3,
      'filter[from]': new Date(2025, 4, 1).toISOString(),
      'filter[to]': new Date(2025, 5, 1).toISOString(),
    });
    expect(hasActivityFilters(search)).toBe(true);
  });

  it('leaves out what it does not understand', () => {
    const search = new URLSearchParams(
      'who=abc&what=entity.nothing&type=widget&entity=0&shop=-1&from=May&page=3',
    );
    expect(activityParams(search)).toEqual({});
    expect(hasActivityFilters(search)).toBe(false);
  });

  it('sets and removes one filter, keeping the others', () => {
    const start = new URLSearchParams('who=2&what=entity.saved');
    expect(withActivityFilter(start, 'shop', '3').toString()).toBe('who=2&what=entity.saved&shop=3');
    expect(withActivityFilter(start, 'who', undefined).toString()).toBe('what=entity.saved');
    expect(start.toString()).toBe('who=2&what=entity.saved');
  });
});
