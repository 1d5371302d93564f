import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from './route-handle';

/** Keeps `document.title` on the current route's title ('Bundles · Content'), from the route table. */
export function useDocumentTitle(): void {
  const title = documentTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
