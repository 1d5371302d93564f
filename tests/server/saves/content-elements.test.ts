// Content blocks on save (issue 11; spec 2 §3, §4.5, §9): what a story keeps of each block, what is refused
// with 422 under the block's path, and the HTML block's markup that never brings a script back.
import type { ContentElement } from '@generated/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeMarkupValue } from '@server/services/entities/rich-text';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();
let facts: TenantFacts;
beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});

const block = (overrides: Partial<ContentElement> & Pick<ContentElement, 'id' | 'type'>): ContentElement => ({
  index: 0,
  attributes: {},
  position: { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
  tracking: { cpid: `c${overrides.id}`.slice(0, 6) },
  ...overrides,
});

const story = (contentElements: ContentElement[]) => ({
  type: 'story',
  internalName: 'Blocks story',
  appConfigs: [{ appId: facts.mainAppId, name: 'Blocks story', contentElements }],
});

const createStory = (contentElements: ContentElement[]) =>
  ctx.inject({ method: 'POST', url: '/api/v2/pages', payload: story(contentElements) });

const readBlocks = async (id: number) => {
  const read = await ctx.get(`/pages/${id}?include=appConfigs.contentElements`);
  expect(read.statusCode).toBe(200);
  return read.json().data.appConfigs[0].contentElements as ContentElement[];
};

describe('content blocks of a save', () => {
  it('keeps id, index, type, attributes, slot position and CPID of each block', async () => {
    const stage = block({
      id: 480100,
      type: 'story-stage',
      attributes: { textPosition: 'center' },
      position: { slot: 'stage', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
      tracking: { cpid: 'St4g3A' },
    });
    const headline = block({
      id: 480101,
      type: 'headline',
      attributes: { text: 'Linen, at last', textAlign: 'center' },
      tracking: { cpid: 'Hdl001' },
    });
    const slider = block({
      id: 480102,
      index: 1,
      type: 'product-slider',
      attributes: { productIds: [8812345, 8812346] },
      position: { slot: 'main', index: 1, col: 0, row: 2, colSpan: 1, rowSpan: 1 },
      tracking: { cpid: 'Sld002' },
    });
    const created = await createStory([stage, headline, slider]);
    expect(created.statusCode).toBe(201);
    const blocks = await readBlocks(created.json().data.id);
    const byId = new Map(blocks.map((b) => [b.id, b]));
    for (const sent of [stage, headline, slider]) {
      expect(byId.get(sent.id)).toMatchObject({
        id: sent.id,
        index: sent.index,
        type: sent.type,
        attributes: sent.attributes,
        position: { slot: sent.position.slot, index: sent.position.index },
        tracking: sent.tracking,
      });
    }
  });

  it.each([
    [
      'an unknown block type',
      [block({ id: 480200, type: 'no-such-block' })],
      'appConfigs.0.contentElements.0.type',
    ],
    [
      'a type the slot does not take',
      [block({ id: 480201, type: 'headline', position: { slot: 'stage', index: 0 } })],
      'appConfigs.0.contentElements.0.type',
    ],
    [
      'an unknown slot',
      [block({ id: 480202, type: 'headline', position: { slot: 'sidebar', index: 0 } })],
      'appConfigs.0.contentElements.0.position.slot',
    ],
    ['an id of five digits', [block({ id: 48020, type: 'headline' })], 'appConfigs.0.contentElements.0.id'],
    [
      'a duplicate id',
      [
        block({ id: 480203, type: 'headline' }),
        block({ id: 480203, index: 1, type: 'text', tracking: { cpid: 'Txt001' } }),
      ],
      'appConfigs.0.contentElements.1.id',
    ],
    [
      'a CPID with other characters',
      [block({ id: 480204, type: 'headline', tracking: { cpid: 'ab-c12' } })],
      'appConfigs.0.contentElements.0.tracking.cpid',
    ],
    [
      'a CPID twice in one shop',
      [
        block({ id: 480205, type: 'headline', tracking: { cpid: 'Same01' } }),
        block({ id: 480206, index: 1, type: 'text', tracking: { cpid: 'SAME01' } }),
      ],
      'appConfigs.0.contentElements.1.tracking.cpid',
    ],
  ])('refuses %s with 422 under its path', async (_case, elements, path) => {
    const answer = await createStory(elements);
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual([path]);
  });

  it('saves more blocks than a slot takes, and names it in meta.validation', async () => {
    const stages = [480400, 480401].map((id, index) =>
      block({
        id,
        index,
        type: 'story-stage',
        position: { slot: 'stage', index },
        tracking: { cpid: `Stg${id % 1000}` },
      }),
    );
    const created = await createStory(stages);
    expect(created.statusCode).toBe(201);
    expect(created.json().meta.validation['appConfigs.0.contentElements']).toEqual([
      'may not have more than 1 item',
    ]);
  });
});

describe('the HTML block', () => {
  const HOSTILE =
    '<section class="promo"><h2 onclick="steal()">Sale</h2><script>alert(1)</script>' +
    '<a href="javascript:alert(2)">go</a><img src="https://cdn.example/a.jpg" onerror="alert(3)" alt="A">' +
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style></section>';

  it('keeps layout markup and drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeMarkupValue(HOSTILE);
    expect(clean).toBe(
      '<section class="promo"><h2>Sale</h2><a>go</a><img src="https://cdn.example/a.jpg" alt="A" /></section>',
    );
  });

  it('never serves back a stored script (a custom page: its main slot takes HTML)', async () => {
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/v2/custom-pages',
      payload: {
        internalName: 'HTML page',
        appConfigs: [
          {
            appId: facts.mainAppId,
            name: 'HTML page',
            contentElements: [block({ id: 480500, type: 'html', attributes: { html: HOSTILE } })],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const read = await ctx.get(`/custom-pages/${created.json().data.id}?include=appConfigs.contentElements`);
    const [stored] = read.json().data.appConfigs[0].contentElements as ContentElement[];
    const html = String(stored!.attributes.html);
    expect(html).toContain('<h2>Sale</h2>');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', '<style']) {
      expect(html).not.toContain(bad);
    }
  });
});
