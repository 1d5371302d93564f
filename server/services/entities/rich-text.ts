// Rich text arrives as HTML from the editor's RichText widget; what is stored (and later served by the
// public endpoints to storefronts) keeps only the markup that widget can produce. Which values are rich
// text the content model says: the type's RichText fields and, in content blocks, their block type's; the
// HTML block's markup fields get a wider but equally inert set.
import sanitizeHtml from 'sanitize-html';
import type { EntityInput, EntityUpdate } from '@generated/model';
import { blockMarkupPaths, blockRichTextPaths, richTextPaths } from '@server/content-model/forms';
import type { Db } from '@server/db/client';
import { blockSchemas } from './list';
import type { EntityType } from './types';

/** The markup of the RichText widget (TipTap's starter kit: paragraphs, marks, lists, headings, links). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeRichTextValue = (html: string) => sanitizeHtml(html, OPTIONS);

/**
 * The HTML block's markup: storefront HTML may use layout elements, images and classes, but nothing active —
 * no script, style, iframe, object or form elements, no event handler (or any unlisted) attributes, and only
 * http(s), mailto and tel URLs (javascript: links lose their href).
 */
const MARKUP_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'picture',
    'source',
    'figure',
    'figcaption',
    'h1',
    'h5',
    'h6',
    'section',
    'article',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'aria-*', 'data-*'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'media', 'type', 'sizes'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset', 'cite'],
  allowProtocolRelative: false,
};

export const sanitizeMarkupValue = (html: string) => sanitizeHtml(html, MARKUP_OPTIONS);

/** Applies `change` to every string found at the dotted path (`*` = every array item). */
function eachStringAt(target: unknown, parts: string[], change: (value: string) => string): void {
  if (target === null || typeof target !== 'object') return;
  const [head, ...rest] = parts;
  if (head === undefined) return;
  const record = target as Record<string, unknown>;
  const keys = head === '*' ? (Array.isArray(target) ? target.map((_, i) => String(i)) : []) : [head];
  for (const key of keys) {
    if (!rest.length) {
      if (typeof record[key] === 'string') record[key] = change(record[key]);
    } else eachStringAt(record[key], rest, change);
  }
}

/** A copy of the payload whose rich-text values (fields and content blocks) are sanitised. */
export async function withSanitisedRichText<T extends EntityInput | EntityUpdate>(
  db: Db,
  tenantId: number,
  type: EntityType,
  payload: T,
): Promise<T> {
  const copy = structuredClone(payload);
  for (const path of richTextPaths(type)) eachStringAt(copy, path.split('.'), sanitizeRichTextValue);
  const elements = (copy.appConfigs ?? []).flatMap((config) => config.contentElements ?? []);
  if (!elements.length) return copy;
  const schemas = await blockSchemas(
    db,
    tenantId,
    elements.map((element) => element.type),
  );
  for (const element of elements) {
    const schema = schemas.get(element.type);
    if (!schema) continue;
    for (const path of blockRichTextPaths(schema)) {
      eachStringAt(element.attributes, path.split('.'), sanitizeRichTextValue);
    }
    for (const path of blockMarkupPaths(schema)) {
      eachStringAt(element.attributes, path.split('.'), sanitizeMarkupValue);
    }
  }
  return copy;
}
