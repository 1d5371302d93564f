// Mock mode's notifications, kept in memory for the session (until a reload): the recorded ones, or — the demo
// seed has none for the editor — a few generated over the recorded rows. Marking one read (or all) changes
// that state, so the bell's count, the flyout and the notifications page agree, as they do on the server.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Notification, NotificationList } from '@generated/model';
import type { DemoRow } from './demo-lists';

const API = '*/api/v2';

/** Resource types of the contract (`page` for every page kind, see the server's resources.ts). */
const PAGE_KINDS = new Set(['story', 'brand-story', 'idol-story', 'hotdrop']);

export interface DemoCollection {
  type: string;
  rows: readonly DemoRow[];
}

/** Four unread notifications about the first recorded rows of the first types, newest first. */
export function generatedNotifications(collections: readonly DemoCollection[]): Notification[] {
  const firsts = collections.flatMap((c) => (c.rows[0] ? [{ type: c.type, row: c.rows[0] }] : []));
  return firsts.slice(0, 4).map(({ type, row }, i) => {
    const name = typeof row.internalName === 'string' ? row.internalName : `#${row.id}`;
    return {
      id: i + 1,
      title: 'Watched content changed',
      text: `Eda Editor saved ${name}.`,
      icon: 'info',
      isRead: false,
      createdAt: new Date(Date.UTC(2027, 0, 10, 12 - i)).toISOString(),
      type: 'entry_update',
      resourceType: PAGE_KINDS.has(type) ? 'page' : type,
      resourceId: row.id,
      resource: { id: row.id, type, internalName: name },
    };
  });
}

/** One page of `all` under the list's `filter[isRead]`, `filter[type]`, page and perPage. */
export function notificationPage(all: readonly Notification[], query: URLSearchParams): NotificationList {
  const isRead = query.get('filter[isRead]');
  const type = query.get('filter[type]');
  const rows = all.filter(
    (n) => (isRead === null || n.isRead === (isRead === '1')) && (!type || n.type === type),
  );
  const perPage = Math.max(1, Number(query.get('perPage') ?? 20) || 20);
  const totalPages = Math.ceil(rows.length / perPage);
  const currentPage = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const data = rows.slice((currentPage - 1) * perPage, currentPage * perPage);
  return {
    data,
    meta: { pagination: { currentPage, total: rows.length, totalPages, count: data.length, perPage } },
  };
}

/** The notification calls over one in-memory list (`initial` is copied: marking read lasts for the session). */
export function notificationHandlers(initial: readonly Notification[]): RequestHandler[] {
  const state = initial.map((n) => ({ ...n }));
  const unread = () => state.filter((n) => !n.isRead).length;
  return [
    http.get(`${API}/notifications/count`, () => HttpResponse.json({ data: { count: unread() } })),
    http.get(`${API}/notifications`, ({ request }) =>
      HttpResponse.json(notificationPage(state, new URL(request.url).searchParams)),
    ),
    http.put(`${API}/notifications`, () => {
      for (const n of state) n.isRead = true;
      return HttpResponse.json({ data: { count: 0 } });
    }),
    http.put(`${API}/notifications/:id`, async ({ params, request }) => {
      const notification = state.find((n) => n.id === Number(params.id));
      if (!notification) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      const body = (await request.clone().json()) as { isRead?: unknown };
      if (typeof body.isRead !== 'boolean')
        return HttpResponse.json({ message: 'isRead must be a boolean.' }, { status: 422 });
      notification.isRead = body.isRead;
      return HttpResponse.json({ data: notification });
    }),
  ];
}
