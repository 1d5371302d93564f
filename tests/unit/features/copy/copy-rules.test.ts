import { describe, expect, it } from 'vitest';
import type { ContentElement, EditorSlot, FormSection } from '@generated/model';
import type { EntityFormValues } from '@/entities';
import {
  appendBlocks,
  blockCopyProblems,
  planBlockCopy,
  planSectionCopy,
  reindexBlocks,
  SOURCE_APP_MISSING,
  withoutAppIds,
} from '@/features/copy/copy-rules';

const block = (id: number, slot: string, index: number, cpid: string, type = 'headline'): ContentElement => ({
  id,
  index,
  type,
  attributes: { text: `block ${id}` },
  position: { slot, index, col: 3, row: 9, colSpan: 2, rowSpan: 2 },
  tracking: { cpid },
});

const MAIN: EditorSlot = { name: 'main', label: 'Main', blockTypeNames: ['headline'], maxItems: 3 };
const STAGE: EditorSlot = { name: 'stage', label: 'Stage', blockTypeNames: ['headline'], maxItems: 1 };

/** A predictable random source: steps through [0, 1). */
const sequence = () => {
  let n = 0;
  return () => (n++ * 0.137) % 1;
};

describe('block copy pre-check (spec 2 §5.2)', () => {
  it('refuses a CPID that the target slot already has, naming it in capitals', () => {
    expect(
      blockCopyProblems(
        [block(1, 'main', 0, 'ab12cd')],
        [block(9, 'main', 0, 'AB12cd')],
        [MAIN],
        'Netherlands',
      ),
    ).toEqual(['A content block with CPID "AB12CD" already exists for target shop Netherlands']);
  });

  it('refuses a copy past maxItems, naming the placement only with several slots', () => {
    const target = [block(1, 'main', 0, 'aaaaaa'), block(2, 'main', 1, 'bbbbbb')];
    const copied = [block(3, 'main', 0, 'cccccc'), block(4, 'main', 1, 'dddddd')];
    expect(blockCopyProblems(target, copied, [MAIN], 'Austria')).toEqual([
      'Target shop Austria has not enough space',
    ]);
    expect(blockCopyProblems(target, copied, [MAIN, STAGE], 'Austria')).toEqual([
      "Target shop Austria has not enough space on 'main' placement",
    ]);
    expect(blockCopyProblems(target, copied.slice(0, 1), [MAIN], 'Austria')).toEqual([]);
  });

  it('lets the same CPID into another slot', () => {
    expect(
      blockCopyProblems(
        [block(1, 'stage', 0, 'aaaaaa')],
        [block(2, 'main', 0, 'aaaaaa')],
        [MAIN, STAGE],
        'X',
      ),
    ).toEqual([]);
  });
});

describe('re-indexing (spec 2 §4.6)', () => {
  it('gives every slot new unique 6-digit ids, index order, col 0, row index + 1 and spans 1', () => {
    const result = reindexBlocks(
      [block(5, 'main', 4, 'a'), block(6, 'stage', 0, 'b'), block(7, 'main', 1, 'c')],
      sequence(),
    );
    expect(result.map((element) => [element.tracking?.cpid, element.index, element.position])).toEqual([
      ['c', 0, { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 }],
      ['a', 1, { slot: 'main', index: 1, col: 0, row: 2, colSpan: 1, rowSpan: 1 }],
      ['b', 0, { slot: 'stage', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 }],
    ]);
    const ids = result.map((element) => element.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(String(id)).toMatch(/^\d{6}$/);
    expect(ids).not.toContain(5);
  });

  it('never repeats an id even when the random source does', () => {
    const ids = reindexBlocks(
      Array.from({ length: 50 }, (_, i) => block(i, 'main', i, `c${i}`)),
      () => 0.5,
    ).map((element) => element.id);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(100_000);
  });

  it('appends copied blocks after the existing ones', () => {
    const result = appendBlocks([block(1, 'main', 0, 'aaaaaa')], [block(2, 'main', 5, 'bbbbbb')], sequence());
    expect(result.map((element) => [element.tracking?.cpid, element.index])).toEqual([
      ['aaaaaa', 0],
      ['bbbbbb', 1],
    ]);
  });
});

const values = (): EntityFormValues => ({
  internalName: 'Page',
  appConfigs: [
    {
      appId: 1,
      headline: 'Sale',
      seo: { title: 'Sale title' },
      sourceCategories: [{ appId: 1, id: 5 }],
      slug: 'sale',
      contentElements: [block(100001, 'main', 0, 'aaaaaa'), block(100002, 'main', 1, 'bbbbbb')],
    },
    { appId: 2, headline: 'Alt', slug: 'alt', contentElements: [block(100003, 'main', 0, 'cccccc')] },
    { appId: 3, headline: 'Old', slug: 'old', contentElements: [block(100004, 'main', 0, 'bbbbbb')] },
  ],
});
const shopName = (appId: number) =>
  ({ 1: 'Germany', 2: 'Austria', 3: 'Netherlands' })[appId] ?? String(appId);

describe('block copy', () => {
  it('lists every conflict of every target and changes nothing (all or nothing)', () => {
    const plan = planBlockCopy({
      values: values(),
      sourceAppId: 1,
      targetAppIds: [2, 3],
      blockIds: [100001, 100002],
      slots: [MAIN],
      shopName,
      random: sequence(),
    });
    expect(plan.problems).toEqual([
      { appId: 3, message: 'A content block with CPID "BBBBBB" already exists for target shop Netherlands' },
    ]);
    expect(plan.values).toBeUndefined();
  });

  it('appends the blocks to every target and re-indexes', () => {
    const plan = planBlockCopy({
      values: values(),
      sourceAppId: 1,
      targetAppIds: [2],
      blockIds: [100001, 100002],
      slots: [MAIN],
      shopName,
      random: sequence(),
    });
    expect(plan.problems).toEqual([]);
    const target = plan.values!.appConfigs[1]!.contentElements!;
    expect(target.map((element) => [element.tracking?.cpid, element.index, element.position.row])).toEqual([
      ['cccccc', 0, 1],
      ['aaaaaa', 1, 2],
      ['bbbbbb', 2, 3],
    ]);
    expect(new Set(target.map((element) => element.id)).size).toBe(3);
    expect(plan.values!.appConfigs[0]).toEqual(values().appConfigs[0]);
  });

  it('throws without the source shop', () => {
    expect(() =>
      planBlockCopy({
        values: values(),
        sourceAppId: 9,
        targetAppIds: [2],
        blockIds: [],
        slots: [MAIN],
        shopName,
      }),
    ).toThrow(SOURCE_APP_MISSING);
  });
});

describe('section copy', () => {
  const TEXTS: FormSection = {
    label: 'Texts',
    attributes: { slug: 'texts', isAppConstrained: true },
    items: [
      { name: 'headline', type: 'field' },
      { name: 'seo', type: 'group', items: [{ name: 'title', type: 'field' }] },
      { name: 'cats', type: 'group', layoutOnly: true, items: [{ name: 'sourceCategories', type: 'field' }] },
    ],
  };
  const CONTENT: FormSection = {
    label: 'Content',
    attributes: { slug: 'content', isAppConstrained: true },
    items: [{ name: 'contentElements', type: 'field', component: 'Editor' }],
  };

  it('replaces the targets’ section fields, without appId keys, and keeps the rest', () => {
    const plan = planSectionCopy({
      values: values(),
      sourceAppId: 1,
      targetAppIds: [2, 3],
      sections: [TEXTS],
      slots: [MAIN],
      shopName,
    });
    expect(plan.problems).toEqual([]);
    expect(plan.values!.appConfigs[1]).toMatchObject({
      appId: 2,
      headline: 'Sale',
      seo: { title: 'Sale title' },
      sourceCategories: [{ id: 5 }],
      slug: 'alt',
    });
    expect(plan.values!.appConfigs[1]!.sourceCategories).toEqual([{ id: 5 }]);
    expect(plan.values!.appConfigs[2]!.contentElements).toEqual(values().appConfigs[2]!.contentElements);
  });

  it('appends the blocks of an editor section with the same pre-check', () => {
    const refused = planSectionCopy({
      values: values(),
      sourceAppId: 1,
      targetAppIds: [2, 3],
      sections: [TEXTS, CONTENT],
      slots: [MAIN],
      shopName,
    });
    expect(refused.problems.map((problem) => problem.appId)).toEqual([3]);
    expect(refused.values).toBeUndefined();
    const copied = planSectionCopy({
      values: values(),
      sourceAppId: 1,
      targetAppIds: [2],
      sections: [CONTENT],
      slots: [MAIN],
      shopName,
      random: sequence(),
    });
    expect(copied.values!.appConfigs[1]!.contentElements).toHaveLength(3);
    expect(copied.values!.appConfigs[1]!.headline).toBe('Alt');
  });

  it('strips appId keys at every depth', () => {
    expect(withoutAppIds({ appId: 1, a: [{ appId: 2, b: 3 }], c: { appId: 4 } })).toEqual({
      a: [{ b: 3 }],
      c: {},
    });
  });
});
