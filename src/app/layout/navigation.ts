import type { FeatureFlags } from '../../api/feature-flags';
import { getEntityConfig, type EntityType, type NavGroup } from '../../entities';
import { t } from '../../i18n';

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

const entityLink = (type: EntityType): NavLinkEntry => {
  const config = getEntityConfig(type);
  return { kind: 'link', label: config.plural, to: config.overviewPath };
};

const group = (key: NavGroup, to: string, types: EntityType[]): NavGroupEntry => ({
  kind: 'group',
  key,
  label: t(`nav.group.${key}`),
  to,
  items: types.map(entityLink),
});

/**
 * The top navigation, in the order of the route table (spec 1 §2.1, §2.2). Labels are the entities'
 * plural names from the catalogue; the videos entry shows only when the `media` feature flag is on.
 */
export function navigationEntries(flags: Pick<FeatureFlags, 'media'>): NavEntry[] {
  return [
    entityLink('bundle'),
    group('content', '/content', [
      'story',
      'brand-story',
      'idol-story',
      'hotdrop',
      'custom-page',
      'brand-discovery',
      'highlight',
      'core-page',
      'category',
    ]),
    group('profile', '/profile', ['profile-brand', 'profile-idol']),
    entityLink('cluster'),
    entityLink('teaser'),
    group('media', '/media', flags.media ? ['image', 'video'] : ['image']),
    group('settings', '/settings', ['tag', 'tag-group', 'scb-ruleset']),
    { kind: 'link', label: t('nav.reports'), to: '/reports' },
  ];
}

/** True when `pathname` is `to` or below it. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
