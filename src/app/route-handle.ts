import type { UIMatch } from 'react-router';
import { t } from '../i18n';

/** What a route of the table says about its page (React Router's `handle`). */
export interface RouteHandle {
  /** The page's name in the document title ('Bundles' → 'Bundles · Content'). */
  title?: string;
  /** The title is the whole document title (the sign-in screen's 'Welcome to Content'). */
  titleStandsAlone?: boolean;
  /**
   * Query parameters that make a different page on the same path (an overview's nested level,
   * `f[parentId]`): a change of one of them counts as a page change (focus and announcement).
   */
  pageParams?: readonly string[];
}

function handleOf(match: UIMatch): RouteHandle {
  const handle = match.handle;
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
}

/** The document title for the matched routes: the deepest route's title plus the product name. */
export function documentTitle(matches: readonly UIMatch[]): string {
  const match = [...matches].reverse().find((candidate) => handleOf(candidate).title);
  const { title, titleStandsAlone } = match ? handleOf(match) : {};
  if (!title) return t('app.name');
  return titleStandsAlone ? title : t('page.titleSuffix', { page: title });
}

/** Identifies the page being shown: the path plus the values of the deepest route's page parameters. */
export function pageKey(pathname: string, search: string, matches: readonly UIMatch[]): string {
  const deepest = matches.at(-1);
  const names = deepest ? (handleOf(deepest).pageParams ?? []) : [];
  const params = new URLSearchParams(search);
  return [pathname, ...names.map((name) => `${name}=${params.get(name) ?? ''}`)].join('?');
}
