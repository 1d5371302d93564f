import { describe, expect, it } from 'vitest';
import { redirectTarget } from '@/features/notifications/redirect';

const target = (query: string) => redirectTarget(new URLSearchParams(query));

describe('redirectTarget (spec 1 §2.11, §5)', () => {
  it("forwards to the entity's detail page with the commentId", () => {
    expect(target('resourceType=story&resourceId=12&commentId=7')).toEqual({
      path: '/content/stories/12?commentId=7',
    });
    expect(target('resourceType=bundle&resourceId=5')).toEqual({ path: '/bundles/5' });
  });
  it('accepts a resource type that only one entity type has', () => {
    expect(target('resourceType=page-cluster&resourceId=3')).toEqual({ path: '/clusters/3' });
  });
  it.each(['', 'resourceId=', 'resourceId=abc', 'resourceId=0', 'resourceId=-1', 'resourceId=1.5'])(
    'refuses a missing or non-numeric resource id (%j)',
    (query) => {
      expect(target(`resourceType=story&${query}`)).toEqual({ error: 'redirect.invalidResourceId' });
    },
  );
  it('refuses a non-numeric comment id', () => {
    expect(target('resourceType=story&resourceId=1&commentId=x')).toEqual({
      error: 'redirect.invalidCommentId',
    });
  });
  it.each(['', 'nonsense', 'page', 'media', 'block-type'])(
    'refuses a type it cannot resolve (%j)',
    (type) => {
      expect(target(`resourceType=${type}&resourceId=1`)).toEqual({ error: 'redirect.invalidResourceType' });
    },
  );
});
