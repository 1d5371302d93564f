// The short text of a history entry (issue 12: "who, when, a short summary"): what the save that produced the
// kept state did, in labels — 'Published in Germany', 'Changed: Name, SEO title'.
import type { EntityVersion } from '@generated/model';
import { t } from '@/i18n';

/** How many field labels a summary names before '+ N more'. */
const SHOWN_FIELDS = 3;

export interface Naming {
  /** The label of a shared path (inShop false) or of a path inside a shop's config (inShop true). */
  label: (path: string, inShop: boolean) => string;
  /** The shop's name; its id when the tenant does not know it. */
  shopName: (appId: number) => string;
}

const SHOP_PATH = /^appConfigs\.(\d+)(?:\.(.+))?$/;

/** A kept version, or the current state that heads the list. */
type Summarised = Pick<EntityVersion, 'changes' | 'version' | 'shops' | 'isPublished'>;

export function versionSummary(entry: Summarised, naming: Naming): string {
  if (entry.changes.length === 0)
    return t(entry.version === 1 ? 'history.summary.created' : 'history.summary.none');
  const published: string[] = [];
  const unpublished: string[] = [];
  const fields: string[] = [];
  const addField = (label: string) => {
    if (!fields.includes(label)) fields.push(label);
  };
  for (const path of entry.changes) {
    if (path === 'isPublished') {
      (entry.isPublished ? published : unpublished).push('');
      continue;
    }
    const shop = SHOP_PATH.exec(path);
    if (!shop) {
      addField(naming.label(path, false));
      continue;
    }
    const config = entry.shops[Number(shop[1])];
    const rest = shop[2];
    if (rest === 'isPublished' && config) {
      const name = naming.shopName(config.appId);
      (config.isPublished ? published : unpublished).push(name);
    } else {
      // A whole config added or removed has no rest: the shop itself changed.
      addField(rest ? naming.label(rest, true) : t('history.summary.shops'));
    }
  }
  const parts: string[] = [];
  for (const [names, shopKey, entityKey] of [
    [published, 'history.summary.published', 'history.summary.publishedEntity'],
    [unpublished, 'history.summary.unpublished', 'history.summary.unpublishedEntity'],
  ] as const) {
    if (names.length === 0) continue;
    const shops = names.filter((name) => name !== '');
    parts.push(shops.length > 0 ? t(shopKey, { shops: shops.join(', ') }) : t(entityKey));
  }
  if (fields.length > 0) {
    const shown = fields.slice(0, SHOWN_FIELDS).join(', ');
    const more = fields.length - SHOWN_FIELDS;
    parts.push(
      t('history.summary.changed', {
        fields: more > 0 ? t('history.summary.more', { fields: shown, count: more }) : shown,
      }),
    );
  }
  return parts.join(' · ');
}
