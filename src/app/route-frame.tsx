import { Outlet } from 'react-router';
import { useDocumentTitle } from './use-document-title';
import { useRouteFocus } from './use-route-focus';

/** The root of the route table: document title and heading focus for every route, in one place. */
export function RouteFrame() {
  useDocumentTitle();
  useRouteFocus();
  return <Outlet />;
}
