// Mock mode's stateful layer over the generated MSW handlers: the demo answers recorded from the real
// server (`npm run mock:record` → demo-data.json) for the calls without parameters and the per-type overview
// schemas and form fields; per-type lists that filter, sort and page (demo-lists.ts) and forget deleted rows;
// and a placeholder picture for every DAM file, so thumbnails load without a server.
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { listPage, type DemoRow } from './demo-lists';

export interface DemoData {
  answers: Record<string, JsonBodyType>;
  collections: Record<string, { path: string; typeFilter?: string; deletePath?: string; rows: DemoRow[] }>;
}

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
      return new HttpResponse(null, { status: 204 });
    }),
  );

  const answers = Object.entries(data.answers).map(([path, body]) =>
    http.get(`${API}${path}`, () => HttpResponse.json(body)),
  );

  const pictures = http.get(/\/dam\/(file|assets)\/([^/?]+)/, ({ request }) => {
    const hash = /\/dam\/(?:file|assets)\/([^/?]+)/.exec(new URL(request.url).pathname)?.[1] ?? '';
    return new HttpResponse(placeholderPicture(hash), { headers: { 'Content-Type': 'image/svg+xml' } });
  });

  return [...answers, ...lists, ...deletes, pictures];
}
