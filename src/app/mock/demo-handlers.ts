// Mock mode's stateful layer over the generated MSW handlers: the demo answers recorded from the real
// server (`npm run mock:record` → demo-data.json) for the calls without parameters and the per-type overview
// schemas and form fields, each recorded row's detail (the wizard opens the entity that was clicked) and the
// dashboard widgets' rows (filtered, searched and paged); per-type lists that filter, sort and page (demo-lists.ts) and forget deleted rows;
// notifications kept in memory (one marked read stays read, demo-notifications.ts);
// and a placeholder picture for every DAM file, so thumbnails load without a server.
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { Notification } from '@generated/model';
import { listPage, type DemoRow } from './demo-lists';
import { colorSchemeHandler } from './demo-color-scheme';
import { generatedNotifications, notificationHandlers } from './demo-notifications';
import { searchHandler } from './demo-search';

export interface DemoData {
  answers: Record<string, JsonBodyType>;
  collections: Record<string, { path: string; typeFilter?: string; deletePath?: string; rows: DemoRow[] }>;
  /** Each recorded row's detail (`/pages/65` → its GET answer with the wizard's includes). */
  details?: Record<string, JsonBodyType>;
}

const WIDGET_DATA = /^\/dashboard\/widgets\/[^/]+\/data$/;

const API = '*/api/v2';

/** A light-grey picture with the first characters of the file's hash: enough to see a tile's layout. */
function placeholderPicture(label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<rect width="320" height="240" fill="#e3e8ee"/>` +
    `<text x="160" y="128" font-family="sans-serif" font-size="18" fill="#5f6b7a" text-anchor="middle">` +
    `${label.slice(0, 8).replace(/[^\w-]/g, '')}</text></svg>`
  );
}

export function demoHandlers(data: DemoData): RequestHandler[] {
  // Each type's rows, copied so deletes last for the session (until a reload).
  const collections = Object.values(data.collections).map((c) => ({ ...c, rows: [...c.rows] }));
  // Deleted rows' detail paths (`/pages/65`): their details answer 404 from then on.
  const deleted = new Set<string>();
  const listPaths = [...new Set(collections.map((c) => c.path))];
  const deletePaths = [...new Set(collections.flatMap((c) => (c.deletePath ? [c.deletePath] : [])))];

  // /pages holds several types told apart by their type filter; without one it lists them all.
  const lists = listPaths.map((path) =>
    http.get(`${API}${path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const type = query.get('filter[type]') ?? query.get('f[type]');
      const chosen = collections.filter(
        (c) => c.path === path && (!type || !c.typeFilter || c.typeFilter === type),
      );
      return HttpResponse.json(
        listPage(
          chosen.flatMap((c) => c.rows),
          query,
        ),
      );
    }),
  );
  const deletes = deletePaths.map((path) =>
    http.delete(`${API}${path.replace('{id}', ':id')}`, ({ params }) => {
      const id = Number(params.id);
      const collection = collections.find(
        (c) => c.deletePath === path && c.rows.some((row) => row.id === id),
      );
      if (!collection) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      collection.rows = collection.rows.filter((row) => row.id !== id);
      deleted.add(path.replace('{id}', String(id)));
      return new HttpResponse(null, { status: 204 });
    }),
  );

  // A widget's recorded rows filtered, searched and paged like a list (the server's order kept).
  const answers = Object.entries(data.answers).map(([path, body]) =>
    WIDGET_DATA.test(path)
      ? http.get(`${API}${path}`, ({ request }) =>
          HttpResponse.json(
            listPage(
              ((body as { data?: DemoRow[] }).data ?? []) as DemoRow[],
              new URL(request.url).searchParams,
              { keepOrder: true },
            ),
          ),
        )
      : http.get(`${API}${path}`, () => HttpResponse.json(body)),
  );

  // The detail of the id that was opened (never another entity's example); a deleted or unknown id is a 404.
  const details = data.details ?? {};
  const detailPatterns = [...new Set(Object.keys(details).map((path) => path.replace(/\/\d+$/, '/:id')))];
  const detailHandlers = detailPatterns.map((pattern) =>
    http.get(`${API}${pattern}`, ({ params }) => {
      const path = pattern.replace(':id', String(params.id));
      const body = deleted.has(path) ? undefined : details[path];
      return body === undefined
        ? HttpResponse.json({ message: 'Not found.' }, { status: 404 })
        : HttpResponse.json(body);
    }),
  );

  const pictures = http.get(/\/dam\/(file|assets)\/([^/?]+)/, ({ request }) => {
    const hash = /\/dam\/(?:file|assets)\/([^/?]+)/.exec(new URL(request.url).pathname)?.[1] ?? '';
    return new HttpResponse(placeholderPicture(hash), { headers: { 'Content-Type': 'image/svg+xml' } });
  });

  // Search everywhere over the same rows (deletes included): each collection's key is its type.
  const search = searchHandler(
    Object.keys(data.collections).map((type, i) => ({
      type,
      get rows() {
        return collections[i]!.rows;
      },
    })),
  );

  // The recorded notifications, or generated ones when the seed has none; read state lasts for the session.
  const recordedNotifications = (data.answers['/notifications'] as { data?: Notification[] } | undefined)
    ?.data;
  const notifications = notificationHandlers(
    recordedNotifications?.length
      ? recordedNotifications
      : generatedNotifications(
          Object.keys(data.collections).map((type, i) => ({ type, rows: collections[i]!.rows })),
        ),
  );

  return [
    ...notifications,
    ...answers,
    ...detailHandlers,
    ...lists,
    ...deletes,
    pictures,
    search,
    colorSchemeHandler(data.answers, API),
  ];
}
