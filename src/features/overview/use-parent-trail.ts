import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RootlineItem } from '@generated/model';
import type { EntityType } from '@/entities';
import { overviewApi, type ParentRow, type QueryDescriptor } from './entity-api';

/**
 * The nested view's breadcrumb trail below the root: the parent's ancestors (its rootline), then the parent.
 * Asks for the parent only where there is one to show (a hierarchical type on a level below the root); otherwise
 * no query runs at all. A failed lookup shows no trail (the list beside it reports a refused filter).
 */
export function useParentTrail(type: EntityType, parentId: number | undefined): RootlineItem[] {
  const lookup = overviewApi(type).parent;
  // A parent the server refuses or does not know (an edited address) leaves the trail empty, not the page.
  const queries: (QueryDescriptor<ParentRow> & { throwOnError: false })[] =
    lookup && parentId !== undefined && parentId > 0 ? [{ ...lookup(parentId), throwOnError: false }] : [];
  const [parentQuery] = useQueries({ queries });
  const parent = parentQuery?.data?.data;
  return useMemo(() => {
    if (!parent) return [];
    const ancestors = (parent.rootline ?? []).filter((item) => item.id !== parent.id);
    return [...ancestors, { id: parent.id, name: parent.internalName }];
  }, [parent]);
}
