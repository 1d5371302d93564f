// One renderer per block type (spec 2 §2.8): every block type of the seed and the storefront kinds the spec
// names. A renderer turns a block's attributes into plain, responsive storefront markup; it may throw on data
// it cannot show — the page then shows the spec's 'not found' alert for that block alone.
import type { Product } from '@generated/model';
import { imageUrl, videoUrl } from '@/forms/media/media-urls';
import { h, html, list, record, str } from './dom';

export interface RenderContext {
  media: { damPublic: string; videoBucket: string };
  products: ReadonlyMap<number, Product>;
  device: 'desktop' | 'mobile';
}

export type Renderer = (attributes: Record<string, unknown>, context: RenderContext) => HTMLElement;

const SIZES: Record<string, string> = { s: 'sf-size-s', m: 'sf-size-m', l: 'sf-size-l' };

function alignClass(value: unknown): string {
  const align = str(value);
  return ['left', 'right', 'center', 'justify'].includes(align) ? `sf-align-${align}` : 'sf-align-left';
}

/** A headline group ({text, size, color, textAlign}) or a plain string. */
function headline(value: unknown, tag = 'h2', fallbackSize = 'm'): HTMLElement | null {
  const group = typeof value === 'string' ? { text: value } : record(value);
  const text = str(group.text);
  if (!text) return null;
  const element = h(tag, {
    class: `sf-headline ${SIZES[str(group.size)] ?? SIZES[fallbackSize]} ${alignClass(group.textAlign)}`,
  });
  element.textContent = text;
  const color = str(group.color);
  if (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color)) element.style.color = color;
  return element;
}

/** The picture of an image set ({desktop_default, mobile_default}) for the device, or a neutral placeholder. */
function picture(value: unknown, context: RenderContext, width: number, className = 'sf-image'): HTMLElement {
  const set = record(value);
  const preferred = context.device === 'mobile' ? ['mobile_default', 'desktop_default'] : ['desktop_default'];
  const keys = [...preferred, 'app_default', 'mobile_default', ...Object.keys(set)];
  for (const key of keys) {
    const image = record(set[key]);
    const hash = str(image.hash);
    if (!hash) continue;
    const focus = str(record(image.meta).focus) || 'center-center';
    const img = h('img', {
      class: className,
      src: imageUrl(context.media, { hash }, { width }),
      alt: str(image.alt),
      loading: 'lazy',
      'data-focus': focus,
    });
    img.style.objectPosition = focus.replace('-', ' ');
    return img;
  }
  return h('div', { class: `${className} sf-image-empty`, 'aria-hidden': 'true' });
}

function cta(value: unknown): HTMLElement | null {
  const group = record(value);
  const text = str(group.text);
  if (!text) return null;
  return h(
    'div',
    { class: `sf-cta-row ${alignClass(group.align)}` },
    h('a', { class: 'sf-button', href: str(group.link) || '#' }, text),
  );
}

function price(product: Product): string {
  if (!product.price) return '';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: product.price.currency }).format(
      product.price.amount / 100,
    );
  } catch {
    return `${(product.price.amount / 100).toFixed(2)} ${product.price.currency}`;
  }
}

function productTile(id: unknown, context: RenderContext): HTMLElement {
  const product = context.products.get(Number(id));
  if (!product) {
    return h('article', { class: 'sf-product sf-product-missing' }, h('div', { class: 'sf-product-image' }));
  }
  const image = product.imageHash
    ? h('img', {
        class: 'sf-product-image',
        src: imageUrl(context.media, { hash: product.imageHash }, { width: 400 }),
        alt: product.name,
        loading: 'lazy',
      })
    : h('div', { class: 'sf-product-image sf-image-empty' });
  return h(
    'article',
    { class: `sf-product${product.isSoldOut ? ' sf-sold-out' : ''}` },
    image,
    h('p', { class: 'sf-product-brand' }, product.brand?.name ?? ''),
    h('p', { class: 'sf-product-name' }, product.name),
    h('p', { class: 'sf-product-price' }, product.isSoldOut ? 'Sold out' : price(product)),
  );
}

function productIds(attributes: Record<string, unknown>): unknown[] {
  return list(attributes.productIds);
}

const section = (className: string, ...children: (Node | null | Node[])[]) =>
  h('section', { class: `sf-block ${className}` }, ...children);

function productRow(kind: string): Renderer {
  return (attributes, context) =>
    section(
      `sf-products sf-${kind}`,
      headline(attributes.headline),
      h(
        'div',
        { class: kind === 'slider' ? 'sf-scroller' : 'sf-grid' },
        productIds(attributes).map((id) => productTile(id, context)),
      ),
      cta(attributes.cta),
    );
}

function richText(attributes: Record<string, unknown>, key = 'text'): HTMLElement {
  return html('div', `sf-richtext ${alignClass(attributes.textAlign)}`, str(attributes[key]));
}

function stage(kind: string): Renderer {
  return (attributes, context) => {
    const position = ['left', 'center', 'right'].includes(str(attributes.textPosition))
      ? str(attributes.textPosition)
      : 'left';
    const links = list(attributes.categories).map((category) => {
      const c = record(category);
      return h(
        'a',
        { class: 'sf-chip', href: '#' },
        str(c.name) || str(c.label) || `#${str(c.id ?? category)}`,
      );
    });
    return section(
      `sf-stage sf-${kind}`,
      picture(attributes.images, context, 1600, 'sf-stage-image'),
      h(
        'div',
        { class: `sf-stage-text sf-stage-${position}` },
        headline(attributes.headline, 'h1', 'l'),
        headline(attributes.subline, 'p', 's'),
        links.length ? h('div', { class: 'sf-chips' }, links) : null,
      ),
    );
  };
}

function teaserCard(value: unknown, context: RenderContext): HTMLElement {
  const teaser = record(value);
  return h(
    'article',
    { class: 'sf-teaser' },
    picture(teaser.images, context, 800),
    headline(teaser.headline, 'h3', 's'),
    cta(teaser.cta),
  );
}

function storyCard(id: unknown): HTMLElement {
  return h(
    'article',
    { class: 'sf-teaser sf-story-card' },
    h('div', { class: 'sf-image sf-image-empty' }),
    h('h3', { class: 'sf-headline sf-size-s' }, `Story ${str(id)}`),
  );
}

function tags(value: unknown): string[] {
  return list(value).map((tag) => str(record(tag).name) || str(tag));
}

const spacerHeights: Record<string, number> = { s: 16, m: 40, l: 80 };

export const renderers: Record<string, Renderer> = {
  anchor: (a) => {
    const element = section('sf-anchor');
    element.id = str(a.anchorId);
    if (str(a.label)) element.append(h('span', { class: 'sf-anchor-label' }, str(a.label)));
    return element;
  },
  headline: (a) =>
    section(
      'sf-headline-block',
      headline({ text: a.text, size: a.size ?? 'l', textAlign: a.textAlign, color: a.color }, 'h2', 'l'),
    ),
  subline: (a) =>
    section(
      'sf-subline-block',
      headline({ text: a.text, size: a.size ?? 's', textAlign: a.textAlign }, 'p', 's'),
    ),
  text: (a) => section('sf-text', richText(a)),
  html: (a) => section('sf-html', html('div', 'sf-markup', str(a.html))),
  image: (a, c) => section('sf-image-block', picture(a.images, c, 1600)),
  'image-and-text': (a, c) =>
    section(
      `sf-image-text ${str(a.layout) === 'text-image' ? 'sf-text-first' : ''}`,
      picture(a.images, c, 1000),
      richText(a),
    ),
  'story-stage': stage('story-stage'),
  'category-stage': stage('category-stage'),
  'product-slider': productRow('slider'),
  'product-grid': productRow('grid'),
  'product-row': productRow('row'),
  'product-recommendation': (a, c) =>
    section(
      'sf-products sf-recommendation',
      headline(a.headline ?? 'Recommended for you'),
      h(
        'div',
        { class: 'sf-scroller' },
        productIds(a).map((id) => productTile(id, c)),
      ),
    ),
  'look-grid': (a, c) =>
    section(
      'sf-look',
      picture(a.images, c, 1000),
      h(
        'div',
        { class: 'sf-grid sf-grid-2' },
        productIds(a).map((id) => productTile(id, c)),
      ),
    ),
  video: (a, c) => {
    const videos = record(a.videos);
    const chosen = record(
      c.device === 'mobile' ? (videos.mobile ?? videos.desktop) : (videos.desktop ?? videos.mobile),
    );
    const hash = str(chosen.videoHash) || str(chosen.hash);
    if (!hash) return section('sf-video', h('div', { class: 'sf-image sf-image-empty' }));
    const poster = str(chosen.fallbackImageHash);
    return section(
      'sf-video',
      h('video', {
        class: 'sf-image',
        src: videoUrl(c.media, hash),
        poster: poster ? imageUrl(c.media, { hash: poster }, { width: 1600 }) : null,
        muted: true,
        playsinline: true,
        controls: true,
        preload: 'metadata',
      }),
    );
  },
  'cta-button': (a) => section('sf-cta', cta(a.cta)),
  link: (a) =>
    section(
      `sf-link-block ${alignClass(a.align)}`,
      h('a', { class: 'sf-link', href: str(a.url) || '#' }, str(a.text) || str(a.url)),
    ),
  quote: (a) =>
    section(
      'sf-quote',
      h('blockquote', {}, str(a.quote)),
      str(a.author) ? h('cite', {}, `— ${str(a.author)}`) : null,
    ),
  divider: () => section('sf-separator', h('hr')),
  separator: (a) => section(`sf-separator sf-separator-${str(a.style) || 'line'}`, h('hr')),
  spacer: (a) => {
    const element = section('sf-spacer');
    element.style.height = `${spacerHeights[str(a.size)] ?? 40}px`;
    return element;
  },
  placeholder: (a) =>
    section('sf-placeholder', h('p', {}, str(a.label) || 'Placeholder'), h('small', {}, str(a.note))),
  accordion: (a) =>
    section(
      'sf-accordion',
      list(a.items).map((item) => {
        const entry = record(item);
        return h('details', {}, h('summary', {}, str(entry.title)), richText(entry));
      }),
    ),
  faq: (a) =>
    section(
      'sf-accordion sf-faq',
      h('h2', { class: 'sf-headline sf-size-m' }, 'FAQ'),
      list(a.questions).map((item) => {
        const entry = record(item);
        return h('details', {}, h('summary', {}, str(entry.question)), richText(entry, 'answer'));
      }),
    ),
  countdown: (a) => {
    const ends = new Date(str(a.endsAt));
    if (Number.isNaN(ends.getTime())) throw new Error('countdown without an end');
    const left = Math.max(0, ends.getTime() - Date.now());
    const days = Math.floor(left / 86_400_000);
    const hours = Math.floor((left % 86_400_000) / 3_600_000);
    const minutes = Math.floor((left % 3_600_000) / 60_000);
    return section(
      'sf-countdown',
      headline(a.headline),
      h(
        'div',
        { class: 'sf-countdown-digits' },
        [
          [days, 'days'],
          [hours, 'hours'],
          [minutes, 'minutes'],
        ].map(([n, unit]) => h('span', {}, h('strong', {}, String(n).padStart(2, '0')), String(unit))),
      ),
    );
  },
  'brand-grid': (a) =>
    section(
      'sf-brand-grid',
      headline(a.headline),
      h(
        'div',
        { class: 'sf-chips' },
        tags(a.brandTags).map((name) => h('a', { class: 'sf-chip', href: '#' }, name)),
      ),
    ),
  'category-grid': (a) =>
    section(
      'sf-category-grid',
      headline(a.headline),
      h(
        'div',
        { class: 'sf-grid sf-grid-4' },
        list(a.categories).map((category) => {
          const c = record(category);
          return h(
            'a',
            { class: 'sf-tile', href: '#' },
            str(c.name) || str(c.label) || `#${str(c.id ?? category)}`,
          );
        }),
      ),
    ),
  tiles: (a, c) =>
    section(
      'sf-tiles',
      headline(a.headline),
      h(
        'div',
        { class: 'sf-grid sf-grid-3' },
        list(a.tiles).map((tile) => {
          const t = record(tile);
          return h(
            'a',
            { class: 'sf-tile sf-tile-image', href: str(t.link) || '#' },
            picture(t.images, c, 600),
            str(t.text),
          );
        }),
      ),
    ),
  numeration: (a) =>
    section(
      'sf-numeration',
      headline(a.headline),
      h(
        'ol',
        { class: 'sf-steps' },
        list(a.items).map((item) => {
          const entry = record(item);
          return h('li', {}, h('strong', {}, str(entry.title)), h('span', {}, str(entry.text)));
        }),
      ),
    ),
  newsletter: (a) =>
    section(
      'sf-newsletter',
      headline(a.headline),
      h(
        'form',
        { class: 'sf-newsletter-form', action: '#' },
        h('input', { type: 'email', placeholder: 'Your e-mail address', 'aria-label': 'E-mail address' }),
        h('button', { class: 'sf-button', type: 'button' }, str(a.buttonText) || 'Sign up'),
      ),
    ),
  'teaser-slider': (a, c) =>
    section(
      'sf-teasers',
      h(
        'div',
        { class: 'sf-scroller' },
        list(a.teasers).map((t) => teaserCard(t, c)),
      ),
    ),
  teaser: (a, c) => section('sf-teasers', teaserCard(a, c)),
  splittable: (a, c) =>
    section(
      `sf-splittable sf-splittable-${str(a.layout) === 'split' ? 'split' : 'full'}`,
      picture(a.images, c, 1600),
      str(a.layout) === 'split' ? picture(a.images, c, 800) : null,
    ),
  'story-teaser': (a) =>
    section('sf-teasers', h('div', { class: 'sf-grid sf-grid-3' }, list(a.storyIds).map(storyCard))),
  'story-slider': (a) =>
    section(
      'sf-teasers',
      headline(a.headline),
      h('div', { class: 'sf-scroller' }, list(a.storyIds).map(storyCard)),
    ),
  'idol-card': (a) =>
    section(
      'sf-idol',
      h('div', { class: 'sf-avatar', 'aria-hidden': 'true' }),
      h(
        'div',
        {},
        h('h3', { class: 'sf-headline sf-size-s' }, tags(a.idolTags)[0] ?? ''),
        h('blockquote', {}, str(a.quote)),
      ),
    ),
  'brand-header': (a, c) =>
    section(
      'sf-brand-header',
      picture(a.images, c, 1600, 'sf-stage-image'),
      h('div', { class: 'sf-brand-logo' }, picture(a.logo, c, 300, 'sf-logo')),
    ),
  'size-guide': (a) => section('sf-size-guide', richText(a, 'table')),
  'usp-bar': (a) =>
    section(
      'sf-usp',
      list(a.items).map((item) => h('span', { class: 'sf-usp-item' }, `✓ ${str(record(item).text)}`)),
    ),
  voucher: (a) =>
    section('sf-voucher', h('p', {}, str(a.text)), h('strong', { class: 'sf-voucher-code' }, str(a.code))),
  'instagram-feed': (a) =>
    section(
      'sf-instagram',
      h('p', { class: 'sf-headline sf-size-s' }, `@${str(a.handle).replace(/^@/, '')}`),
      h(
        'div',
        { class: 'sf-grid sf-grid-6' },
        [0, 1, 2, 3, 4, 5].map(() => h('div', { class: 'sf-image sf-image-empty' })),
      ),
    ),
};
