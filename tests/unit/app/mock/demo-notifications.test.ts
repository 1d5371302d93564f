// Mock mode: a notification marked read stays read for the session (issue 27 #17), and the count, the list's
// filters and "mark all read" agree with that state.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationCountResponse, NotificationList, NotificationResponse } from '@generated/model';
import { demoHandlers, type DemoData } from '@/app/mock/demo-handlers';
import recorded from '@/app/mock/demo-data.json';

const server = setupServer(...demoHandlers(recorded as unknown as DemoData));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const base = 'http://mock.test/api/v2';
const json = async <T = NotificationList>(path: string, init?: RequestInit) => {
  const answer = await fetch(`${base}${path}`, init);
  return { status: answer.status, body: (await answer.json()) as T };
};
const put = <T>(path: string, body: unknown) =>
  json<T>(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const unreadCount = async () =>
  (await json<NotificationCountResponse>('/notifications/count')).body.data.count;

describe('mock mode notifications', () => {
  it('lists unread notifications about recorded entities, and one marked read stays read', async () => {
    const list = (await json('/notifications?include=resource')).body;
    expect(list.data.length).toBeGreaterThan(1);
    const first = list.data[0]!;
    expect(first.resource).toMatchObject({ id: first.resourceId });
    const before = await unreadCount();
    expect(before).toBe(list.data.filter((n) => !n.isRead).length);

    const marked = await put<NotificationResponse>(`/notifications/${first.id}`, { isRead: true });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ id: first.id, isRead: true });

    const again = (await json('/notifications?include=resource')).body;
    expect(again.data.find((n) => n.id === first.id)?.isRead).toBe(true);
    expect(await unreadCount()).toBe(before - 1);
    const unreadOnly = (await json('/notifications?filter[isRead]=0')).body;
    expect(unreadOnly.data.map((n) => n.id)).not.toContain(first.id);
    expect(unreadOnly.meta.pagination.total).toBe(before - 1);
  });

  it('marks all read, pages and answers 404 for an unknown id', async () => {
    expect((await json('/notifications?perPage=1&page=2')).body.data).toHaveLength(1);
    expect((await put<NotificationCountResponse>('/notifications', { isRead: true })).body).toEqual({
      data: { count: 0 },
    });
    expect(await unreadCount()).toBe(0);
    expect((await json('/notifications?filter[isRead]=1')).body.meta.pagination.total).toBeGreaterThan(1);
    expect((await put('/notifications/999999', { isRead: true })).status).toBe(404);
  });
});
