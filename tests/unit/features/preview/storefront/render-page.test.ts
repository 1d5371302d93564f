// The storefront preview page's block rendering (issue 22): one element per block in slot and index order,
// the spec's alert for a type without a renderer or a renderer that throws (the other blocks still render),
// the data preview fallback, and unchanged blocks keep their element across updates.
import { describe, expect, it } from 'vitest';
import type { ContentElement } from '@generated/model';
import { createBlockRenderer, renderBlock } from '@/features/preview/storefront/render-page';
import { renderers, type RenderContext } from '@/features/preview/storefront/renderers';

const context: RenderContext = {
  media: { damPublic: '/dam', videoBucket: '/videos' },
  products: new Map([
    [
      8812345,
      {
        id: 8812345,
        name: 'Trench coat',
        brand: { name: 'Marc' },
        imageHash: 'abc',
        price: { amount: 24995, currency: 'EUR' },
        isSoldOut: false,
      },
    ],
  ]),
  device: 'desktop',
};

const block = (id: number, type: string, attributes: Record<string, unknown>, slot = 'main', index = 0) =>
  ({
    id,
    index,
    type,
    attributes,
    position: { slot, index, col: 0, row: index + 1, colSpan: 1, rowSpan: 1 },
  }) as ContentElement;

const SEED_TYPES = [
  'headline',
  'text',
  'image',
  'image-and-text',
  'story-stage',
  'product-slider',
  'product-grid',
  'video',
  'cta-button',
  'quote',
  'divider',
  'spacer',
  'accordion',
  'countdown',
  'brand-grid',
  'category-grid',
  'newsletter',
  'look-grid',
  'teaser-slider',
  'splittable',
  'story-teaser',
  'story-slider',
  'idol-card',
  'brand-header',
  'size-guide',
  'faq',
  'usp-bar',
  'voucher',
  'instagram-feed',
  'category-stage',
  'anchor',
  'html',
];
const SPEC_KINDS = [
  'anchor',
  'headline',
  'subline',
  'text',
  'html',
  'image-and-text',
  'product-slider',
  'teaser-slider',
  'teaser',
  'product-row',
  'tiles',
  'numeration',
  'separator',
  'link',
  'placeholder',
  'story-stage',
  'category-stage',
  'product-recommendation',
];

describe('storefront renderers', () => {
  it('has a renderer for every block type of the seed and every kind spec 2 §2.8 names', () => {
    for (const type of [...SEED_TYPES, ...SPEC_KINDS]) expect(renderers, type).toHaveProperty([type]);
  });

  it('renders a product row with the products as the proxy answered them', () => {
    const node = renderBlock(block(1, 'product-slider', { productIds: [8812345, 999] }), 'visual', context);
    expect(node.dataset.contentBlockId).toBe('1');
    expect(node.textContent).toContain('Trench coat');
    expect(node.textContent).toMatch(/249[.,]95/);
    expect(node.querySelectorAll('.sf-product')).toHaveLength(2);
  });

  it('shows the spec text for a type without a renderer and for a renderer that throws', () => {
    expect(renderBlock(block(2, 'hologram', {}), 'visual', context).textContent).toBe(
      'Preview for content block hologram was not found',
    );
    expect(renderBlock(block(3, 'countdown', { endsAt: 'never' }), 'visual', context).textContent).toBe(
      'Preview for content block countdown was not found',
    );
    expect(renderBlock(block(4, 'toString', {}), 'visual', context).textContent).toBe(
      'Preview for content block toString was not found',
    );
  });

  it('prints the block as formatted JSON in the data preview', () => {
    const element = block(5, 'headline', { text: 'Hi' });
    expect(renderBlock(element, 'data', context).querySelector('pre')!.textContent).toBe(
      JSON.stringify(element, null, 2),
    );
  });

  it('never parses text as markup', () => {
    const node = renderBlock(
      block(6, 'headline', { text: '<img src=x onerror=alert(1)>' }),
      'visual',
      context,
    );
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('the page render', () => {
  it('orders stage before main by index, renders failing blocks alone and keeps unchanged elements', () => {
    const container = document.createElement('main');
    const render = createBlockRenderer(container);
    const elements = [
      block(11, 'text', { text: '<p>Second</p>' }, 'main', 1),
      block(12, 'nope', {}, 'main', 0),
      block(13, 'story-stage', { headline: { text: 'Stage' } }, 'stage', 0),
    ];
    render(elements, 'visual', context);
    const ids = () => [...container.children].map((child) => (child as HTMLElement).dataset.contentBlockId);
    expect(ids()).toEqual(['13', '12', '11']);
    expect(container.textContent).toContain('Preview for content block nope was not found');
    expect(container.textContent).toContain('Second');
    const stage = container.children[0];
    const text = container.children[2];
    render(
      [block(11, 'text', { text: '<p>Changed</p>' }, 'main', 1), elements[1]!, elements[2]!],
      'visual',
      context,
    );
    expect(container.children[0]).toBe(stage);
    expect(container.children[2]).not.toBe(text);
    expect(container.textContent).toContain('Changed');
    render([elements[2]!], 'visual', context);
    expect(ids()).toEqual(['13']);
  });
});
