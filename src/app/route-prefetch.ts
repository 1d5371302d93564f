// The routes' loaders start the reads a page cannot show anything without, as the navigation starts: beside
// the page's lazy chunks instead of after them (a first load fetches those in several round trips, and the
// page's queries would start only once it renders). They return at once; the pages' queries find the answers
// under way or done in the query cache.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { prefetchSession } from '../api/session';
import type { EntityType } from '../entities';
import { prefetchEditorReads } from '../entities/editor-reads';

/** The protected branch: the user and the tenant (every signed-in page waits for them). */
export function sessionLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    prefetchSession(queryClient);
    return null;
  };
}

/** An entity's editor, `{overviewPath}/{id}/{step?}`: `new` creates (no entity to read); an id that is not a number is the 404. */
export function editorLoader(queryClient: QueryClient, type: EntityType): LoaderFunction {
  return ({ params }) => {
    if (params.id === 'new') prefetchEditorReads(queryClient, type, null);
    else if (params.id !== undefined && /^\d+$/.test(params.id))
      prefetchEditorReads(queryClient, type, Number(params.id));
    return null;
  };
}

/** The session's loader never runs again: its fetches are once per start. */
export const never: ShouldRevalidateFunction = () => false;

/** A loader runs again only for another route or another entity, not for another step or query string. */
export const onOtherEntity: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate && currentParams.id !== nextParams.id;
