import type { FeatureFlags } from '@/api/feature-flags';
import { overviewEntityConfigs, type EntityConfig, type NavGroup } from '@/entities';
import { navGroupPath, paths } from '@/entities/paths';
import { t } from '@/i18n';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
}

export interface NavGroupEntry {
  kind: 'group';
  key: NavGroup;
  label: string;
  /** The group's own route. */
  to: string;
  items: NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

const entityLink = (config: EntityConfig): NavLinkEntry => ({
  kind: 'link',
  label: config.plural,
  to: config.overviewPath,
});

/** Whether an entity type is on for these flags: videos only with the `media` flag (spec 1 §2.1, §6). */
export function entityTypeEnabled(type: string, flags: Pick<FeatureFlags, 'media'>): boolean {
  return type !== 'video' || flags.media;
}

/**
 * The top navigation, in the order of the route table (spec 1 §2.1, §2.2): every overview in catalogue
 * order, grouped by its `navGroup` (a group stands where its first member would; its own route is
 * `/{group}`). Labels are the entities' plural names; the videos entry shows only when the `media` feature
 * flag is on.
 */
export function navigationEntries(flags: Pick<FeatureFlags, 'media'>): NavEntry[] {
  const entries: NavEntry[] = [];
  const groups = new Map<NavGroup, NavGroupEntry>();
  for (const config of overviewEntityConfigs()) {
    if (!entityTypeEnabled(config.type, flags)) continue;
    const key = config.navGroup;
    if (key === null) {
      entries.push(entityLink(config));
      continue;
    }
    let group = groups.get(key);
    if (!group) {
      group = { kind: 'group', key, label: t(`nav.group.${key}`), to: navGroupPath(key), items: [] };
      groups.set(key, group);
      entries.push(group);
    }
    group.items.push(entityLink(config));
  }
  return [
    ...entries,
    { kind: 'link', label: t('nav.reports'), to: paths.reports },
    { kind: 'link', label: t('activity.nav'), to: paths.activity },
  ];
}

/** True when `pathname` is `to` or below it. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
