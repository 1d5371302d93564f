// The save payload taken apart without a database: shared fields, shop-config columns and draft values,
// what the server derives dropped; and the snapshot comparison behind isDraft.
import { describe, expect, it } from 'vitest';
import type { AppConfigInput, EntityUpdate } from '@generated/model';
import { isDraftOf, sameJson } from '@server/services/entities/draft-state';
import {
  configValuesOf,
  outOfRangeDates,
  sharedFieldsOf,
  tagIdsOf,
} from '@server/services/entities/save-payload';

describe('sharedFieldsOf', () => {
  it('keeps the form fields and drops what the entity itself carries or the server derives', () => {
    const payload = {
      version: 3,
      internalName: 'Edit',
      type: 'story',
      parentId: null,
      isPublished: true,
      tags: [{ id: 1 }],
      appConfigs: [],
      id: 7,
      status: 'online',
      rootline: [],
      childrenCount: 0,
      updatedByUser: { id: 1, name: 'x', email: 'x@example.com' },
      publicApiUrl: 'http://x',
      headline: 'Kept',
      teaserType: null,
    } as EntityUpdate;
    expect(sharedFieldsOf(payload)).toEqual({ headline: 'Kept', teaserType: null });
  });

  it('reads tag ids once each, in the order sent', () => {
    expect(tagIdsOf({ internalName: 'x', appConfigs: [], tags: [{ id: 3 }, { id: 1 }, { id: 3 }] })).toEqual([
      3, 1,
    ]);
    expect(tagIdsOf({ internalName: 'x', appConfigs: [] })).toEqual([]);
  });
});

describe('configValuesOf', () => {
  it('splits columns from draft values and ignores derived ones; pages become pageIds', () => {
    expect(configValuesOf({ appId: 1, pages: [{ id: 9 }], pageIds: [4, 4, 7] }).draft).toEqual({
      pageIds: [4, 7],
    });
    const input = {
      id: 5,
      appId: 1,
      name: 'Name',
      activeFrom: '2030-01-01T00:00:00.000Z',
      activeUntil: null,
      streamType: 'bundles',
      seodata: { title: 'T' },
      pages: [{ id: 9, internalName: 'Nine' }, { id: 4 }, { id: 9 }],
      status: 'online',
      isDraft: false,
      isPublished: true,
      streamProductCount: 3,
      colour: '#FFF',
    } as AppConfigInput;
    const { columns, draft } = configValuesOf(input);
    expect(columns).toEqual({
      name: 'Name',
      activeFrom: new Date('2030-01-01T00:00:00.000Z'),
      activeUntil: null,
      streamType: 'bundles',
    });
    expect(draft).toEqual({ seodata: { title: 'T' }, colour: '#FFF', pageIds: [9, 4] });
  });

  it('names dates outside what the database holds', () => {
    expect(
      outOfRangeDates([
        { appId: 1, activeFrom: '2030-01-01T00:00:00Z' },
        { appId: 2, hiddenUntil: '0001-01-01T00:00:00Z', activeUntil: '9999-12-31T23:00:00-05:00' },
      ]),
    ).toEqual(['appConfigs.1.hiddenUntil', 'appConfigs.1.activeUntil']);
  });
});

describe('isDraftOf', () => {
  const config = {
    name: 'N',
    slug: 's',
    path: '/s',
    contentElements: [],
    draft: { seodata: { title: 'T', description: 'D' } },
  };

  it('is a draft without a snapshot or while the saved state differs from it', () => {
    expect(isDraftOf(config, null)).toBe(true);
    const snapshot = {
      seodata: { description: 'D', title: 'T' },
      contentElements: [],
      path: '/s',
      slug: 's',
      name: 'N',
    };
    expect(isDraftOf(config, snapshot)).toBe(false);
    expect(isDraftOf({ ...config, name: 'Other' }, snapshot)).toBe(true);
    expect(isDraftOf(config, { ...snapshot, seodata: { title: 'T' } })).toBe(true);
  });

  it('compares JSON deeply, ignoring key order but not array order', () => {
    expect(sameJson({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: null }, {})).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });
});
