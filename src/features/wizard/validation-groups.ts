// Server validation grouped per shop (spec 2 §5.1): the errors map of a 422 or of `meta.validation` → per shop
// (or '<other>') its message groups, each titled by the labels of its field and linking to it.
import type { App, BlockType, FormNode, FormSection, ValidationErrors } from '@generated/model';
import { t } from '@/i18n';
import { rawLabels, resolveLabels } from '@/forms/path-labels';
import { MEDIA_KEYS } from '@/forms/server-errors';
import { replacePlaceholders } from './validation-labels';

const BLOCK_PATH = /^appConfigs\.(\d+)\.contentElements\.(\d+)(?:\.|$)/;
const SHOP_PATH = /^appConfigs\.(\d+)(?:\.|$)/;

/** Where a message leads: the step, the shop (f[appId]) and block (f[activeBlockId]), and the field. */
export interface ValidationLink {
  /** Slug of the step holding the field (undefined when no step has it). */
  step?: string;
  appId?: number;
  activeBlockId?: number;
  /** The field's dotted path relative to the values the step edits (the shop's config, or a block's attributes). */
  field: string;
}

export interface MessageGroup {
  /** The (squashed) error path: unique per group. */
  key: string;
  title: string;
  messages: string[];
  /** The shop the errors belong to (null: '<other>'). */
  appId: number | null;
  origin: 'form' | 'block';
  /** Media errors squashed under their parent field ('key - msg; msg'). */
  squashed: boolean;
  link: ValidationLink;
}

export interface ShopMessageGroups {
  appId: number | null;
  /** The shop's name, or '<other>' for errors without a shop. */
  source: string;
  count: number;
  /** 'N error(s)'. */
  title: string;
  /** 'You have {text}' (no shop) or '{text} in {shop}'. */
  summary: string;
  groups: MessageGroup[];
}

/** What the grouping reads besides the errors. */
export interface ValidationContext {
  sections: readonly FormSection[];
  blockTypes: readonly BlockType[];
  apps: readonly App[];
  /** The app configs the errors' indexes refer to (their appId and content elements). */
  appConfigs: readonly { appId: number; contentElements?: unknown }[];
}

/** 'N error' / 'N errors'. */
export const errorCountText = (count: number) =>
  t(count === 1 ? 'wizard.validation.errorCount.one' : 'wizard.validation.errorCount.other', { count });

/** The path with media suffixes cut off: the parent field and the sub-key ('desktop_default', 'square.alt'). */
/**
 * A validation title from the labels along a path: empty ones dropped, and a label that repeats the one before
 * it (a step and its group of the same name: 'SEO > SEO > SEO title') shown once.
 */
export function titleOf(labels: readonly (string | undefined)[]): string {
  const shown: string[] = [];
  for (const label of labels) if (label && label !== shown[shown.length - 1]) shown.push(label);
  return shown.join(' > ');
}

export function squashMediaPath(path: string): { parent: string; subKey?: string } {
  const segments = path.split('.');
  const at = segments.findIndex((segment, i) => i > 0 && MEDIA_KEYS.has(segment));
  if (at < 0) return { parent: path };
  return { parent: segments.slice(0, at).join('.'), subKey: segments.slice(at).join('.') };
}

export const errorOrigin = (path: string): 'form' | 'block' => (BLOCK_PATH.test(path) ? 'block' : 'form');

interface Located {
  appId: number | null;
  title: string;
  link: ValidationLink;
  /** Node lists to look `{{fieldKey}}` up in, nearest first. */
  scopes: FormNode[][];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The step, shop, block, title and placeholder scopes of one (squashed) error path. */
function locate(path: string, context: ValidationContext): Located {
  const allNodes = context.sections.flatMap((section) => section.items);
  const block = BLOCK_PATH.exec(path);
  const shop = SHOP_PATH.exec(path);
  const config = shop ? context.appConfigs[Number(shop[1])] : undefined;
  const appId = config?.appId ?? null;
  const shopLink = appId !== null ? { appId } : {};
  const scoped = context.sections.filter(
    (section) => (section.attributes.isAppConstrained === true) === (shop !== null && config !== undefined),
  );

  if (block && config) {
    const index = Number(block[2]);
    const elements = Array.isArray(config.contentElements) ? config.contentElements : [];
    const element = asRecord(elements[index]);
    const type = context.blockTypes.find((candidate) => candidate.name === element.type);
    const editorSection = scoped.find((section) => section.items.some((node) => node.component === 'Editor'));
    const rest = path.slice(block[0].length).split('.').filter(Boolean);
    // The block's field path below its attributes.
    const inAttributes = rest[0] === 'attributes' ? rest.slice(1) : rest;
    const labels = resolveLabels(type?.schema ?? [], inAttributes).labels;
    const number = typeof element.index === 'number' ? element.index + 1 : index + 1;
    const blockLabel =
      type?.label ?? (typeof element.type === 'string' ? element.type : t('form.errors.unknownField'));
    const blockTitle = {
      section: editorSection?.label ?? t('form.errors.unknownField'),
      number,
      block: blockLabel,
    };
    return {
      appId,
      title: labels.length
        ? t('wizard.validation.blockFieldTitle', { ...blockTitle, path: titleOf(labels) })
        : t('wizard.validation.blockTitle', blockTitle),
      link: {
        ...(editorSection ? { step: editorSection.attributes.slug } : {}),
        ...shopLink,
        ...(typeof element.id === 'number' ? { activeBlockId: element.id } : {}),
        field: inAttributes.join('.'),
      },
      scopes: [type?.schema ?? [], allNodes],
    };
  }

  const relative = config ? path.split('.').slice(2) : path.split('.');
  for (const section of scoped) {
    const resolved = resolveLabels(section.items, relative);
    if (!resolved.found) continue;
    return {
      appId,
      title: titleOf([section.label, ...resolved.labels]),
      link: { step: section.attributes.slug, ...shopLink, field: relative.join('.') },
      scopes: [section.items, allNodes],
    };
  }
  return {
    appId,
    title: titleOf(rawLabels(relative)),
    link: { ...shopLink, field: relative.join('.') },
    scopes: [allNodes],
  };
}

/**
 * The errors grouped per shop: '<other>' (errors without a shop) first, then the shops in the order of the
 * configs; inside, one group per field in the order of the errors map.
 */
export function validationGroups(errors: ValidationErrors, context: ValidationContext): ShopMessageGroups[] {
  interface Building {
    group: MessageGroup;
    /** Squashed groups: messages per sub-key. */
    parts: Map<string, string[]>;
    count: number;
  }
  const groups = new Map<string, Building>();
  for (const [path, raw] of Object.entries(errors)) {
    if (!Array.isArray(raw) || raw.length === 0) continue;
    const { parent, subKey } = squashMediaPath(path);
    const located = locate(parent, context);
    const messages = raw.map((message) => replacePlaceholders(message, located.scopes));
    let entry = groups.get(parent);
    if (!entry) {
      entry = {
        group: {
          key: parent,
          title: located.title,
          messages: [],
          appId: located.appId,
          origin: errorOrigin(parent),
          squashed: false,
          link: located.link,
        },
        parts: new Map(),
        count: 0,
      };
      groups.set(parent, entry);
    }
    entry.count += messages.length;
    if (subKey === undefined) entry.group.messages.push(...messages);
    else {
      entry.group.squashed = true;
      entry.parts.set(subKey, [...(entry.parts.get(subKey) ?? []), ...messages]);
    }
  }

  const byShop = new Map<number | null, { groups: MessageGroup[]; count: number }>();
  for (const { group, parts, count } of groups.values()) {
    const squashed = [...parts].map(([key, messages]) => `${key} - ${messages.join('; ')}`);
    const done = { ...group, messages: [...new Set([...group.messages, ...squashed])] };
    const shop = byShop.get(group.appId) ?? { groups: [], count: 0 };
    shop.groups.push(done);
    shop.count += count;
    byShop.set(group.appId, shop);
  }

  const order = [null, ...context.appConfigs.map((config) => config.appId)];
  return [...byShop]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([appId, { groups: shopGroups, count }]) => {
      const title = errorCountText(count);
      const source =
        appId === null
          ? t('wizard.validation.other')
          : (context.apps.find((app) => app.id === appId)?.name ?? String(appId));
      return {
        appId,
        source,
        count,
        title,
        summary:
          appId === null
            ? t('wizard.validation.summary', { text: title })
            : t('wizard.validation.summaryShop', { text: title, shop: source }),
        groups: shopGroups,
      };
    });
}

/**
 * The errors as the fields show them: `{{fieldKey}}` replaced, media errors on their parent field as
 * 'key - msg; msg' (the media sets show their own errors only).
 */
export function fieldMessages(errors: ValidationErrors, context: ValidationContext): ValidationErrors {
  const result: ValidationErrors = {};
  for (const [path, raw] of Object.entries(errors)) {
    if (!Array.isArray(raw) || raw.length === 0) continue;
    const { parent, subKey } = squashMediaPath(path);
    const { scopes } = locate(parent, context);
    const messages = raw.map((message) => replacePlaceholders(message, scopes));
    result[parent] = [
      ...(result[parent] ?? []),
      ...(subKey === undefined ? messages : [`${subKey} - ${messages.join('; ')}`]),
    ];
  }
  return result;
}

/** The messages of one block's fields (paths below its attributes), for the block panel. */
export function blockFieldMessages(
  messages: ValidationErrors,
  configIndex: number,
  elementIndex: number,
): ValidationErrors {
  const prefix = `appConfigs.${configIndex}.contentElements.${elementIndex}.attributes.`;
  const result: ValidationErrors = {};
  for (const [path, list] of Object.entries(messages))
    if (path.startsWith(prefix)) result[path.slice(prefix.length)] = list;
  return result;
}

/** The number of errors per shop (for the shop panel's marks). */
export function errorCountsByApp(shops: readonly ShopMessageGroups[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const shop of shops) if (shop.appId !== null) counts[shop.appId] = shop.count;
  return counts;
}
