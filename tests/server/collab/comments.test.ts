// Comments with mentions (issue 23, spec 2 §3, §4.7, §6): list per entity with meta.total (deleted ones with
// their text emptied), create, delete own only (403 otherwise, and only once), mentions stored as <@U{id}> with
// typed text escaped and names stripped, and one comment_mention notification per mentioned colleague through
// the notification service (row + socket push) — none for the author or for users of another tenant.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Comment, CommentList, Entity, NotificationList } from '@generated/model';
import { notifications, tenants, users } from '@server/db/schema';
import { DEMO_LOGIN, injectAs, setupApp, signIn } from '../helper';
import { tenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp({ jobs: { autoStart: false }, notifications: { scanIntervalMs: 0 } });
const API = '/api/v2';
const MARA = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };

let mara = '';
let maraId = 0;
let edaId = 0;
let strangerId = 0;
let storyId = 0;

const post = (token: string, text: string, resourceId = storyId, resourceType = 'page') =>
  injectAs(ctx.app, token, {
    method: 'POST',
    url: `${API}/comments`,
    payload: { resourceType, resourceId, text },
  });

const list = async (resourceType = 'page') => {
  const response = await ctx.get(
    `/comments?filter[resourceId]=${storyId}&filter[resourceType]=${resourceType}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommentList;
};

const mentionsOf = async (userId: number) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'comment_mention')));

beforeAll(async () => {
  mara = await signIn(ctx.app, MARA);
  const facts = await tenantFacts(ctx.app);
  const idOf = async (email: string) =>
    (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  maraId = await idOf(MARA.email);
  edaId = await idOf(DEMO_LOGIN.email);
  const [other] = await ctx.app.db
    .insert(tenants)
    .values({ key: 'outlet', name: 'Other', urls: {} as never, itemsPerRow: { mobile: 1, desktop: 1 } })
    .returning();
  const [stranger] = await ctx.app.db
    .insert(users)
    .values({ tenantId: other!.id, name: 'Stranger', email: 'stranger@other.example', passwordHash: 'x' })
    .returning();
  strangerId = stranger!.id;
  const created = await ctx.inject({
    method: 'POST',
    url: `${API}/pages`,
    payload: { type: 'story', internalName: 'Discussed story', appConfigs: [{ appId: facts.mainAppId }] },
  });
  storyId = (created.json() as { data: Entity }).data.id;
});

describe('comments', () => {
  it('are created and listed oldest first with the author and meta.total', async () => {
    const first = await post(ctx.token, 'First thought');
    expect(first.statusCode, first.body).toBe(201);
    const comment = (first.json() as { data: Comment }).data;
    expect(comment).toMatchObject({
      resourceType: 'page',
      resourceId: storyId,
      text: 'First thought',
      deletedAt: null,
      user: { id: edaId, name: 'Eda Editor' },
      mentionedUsers: [],
    });
    expect((await post(mara, 'Second thought')).statusCode).toBe(201);
    const answer = await list();
    expect(answer.data.map((c) => c.text)).toEqual(['First thought', 'Second thought']);
    expect(answer.meta.total).toBe(2);
    // The entity type names the same resource.
    expect((await list('story')).meta.total).toBe(2);
  });

  it('refuse blank, overlong and unknown-resource comments', async () => {
    expect((await post(ctx.token, '   ')).statusCode).toBe(422);
    expect((await post(ctx.token, '')).statusCode).toBe(422);
    const long = await post(ctx.token, 'x'.repeat(5001));
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain('text');
    expect((await post(ctx.token, 'Hello', 2_000_000_000)).statusCode).toBe(404);
    expect((await post(ctx.token, 'Hello', storyId, 'content')).statusCode).toBe(404);
    const missing = await ctx.get(`/comments?filter[resourceId]=2000000000&filter[resourceType]=page`);
    expect(missing.statusCode).toBe(404);
  });

  it('are deleted softly by their author only, and only once', async () => {
    const created = (await post(mara, 'Mara will delete this')).json() as { data: Comment };
    const id = created.data.id;
    const foreign = await ctx.inject({ method: 'DELETE', url: `${API}/comments/${id}` });
    expect(foreign.statusCode).toBe(403);
    const before = (await list()).meta.total;
    const own = await injectAs(ctx.app, mara, { method: 'DELETE', url: `${API}/comments/${id}` });
    expect(own.statusCode).toBe(204);
    const again = await injectAs(ctx.app, mara, { method: 'DELETE', url: `${API}/comments/${id}` });
    expect(again.statusCode).toBe(403);
    const answer = await list();
    expect(answer.meta.total).toBe(before - 1);
    const deleted = answer.data.find((c) => c.id === id)!;
    expect(deleted.text).toBe('');
    expect(deleted.deletedAt).not.toBeNull();
    expect((await ctx.inject({ method: 'DELETE', url: `${API}/comments/2000000000` })).statusCode).toBe(404);
  });
});

describe('mentions', () => {
  it('are stored as <@U{id}> without names; typed markup and forged tokens stay text', async () => {
    const response = await post(
      ctx.token,
      `<@U${maraId}|Mara Lind> please check &lt;@U${edaId}&gt; <b>bold</b> & <@U${maraId}>`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const comment = (response.json() as { data: Comment }).data;
    expect(comment.text).toBe(
      `<@U${maraId}> please check &lt;@U${edaId}&gt; &lt;b&gt;bold&lt;/b&gt; & <@U${maraId}>`,
    );
    expect(comment.mentionedUsers.map((u) => u.id)).toEqual([maraId]);
  });

  it('notify each mentioned colleague once per comment, never the author or another tenant', async () => {
    await ctx.app.db.delete(notifications);
    const response = await post(
      ctx.token,
      `<@U${maraId}> and again <@U${maraId}>, me <@U${edaId}>, a stranger <@U${strangerId}>, nobody <@U999999>`,
    );
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.notifications.settled();
    const comment = (response.json() as { data: Comment }).data;
    const toMara = await mentionsOf(maraId);
    expect(toMara).toHaveLength(1);
    expect(toMara[0]).toMatchObject({
      title: 'You were mentioned',
      text: 'Eda Editor mentioned you in a comment on Discussed story.',
      icon: 'comment',
      resourceType: 'page',
      resourceId: storyId,
      meta: { commentId: comment.id },
    });
    expect(await mentionsOf(edaId)).toHaveLength(0);
    expect(await mentionsOf(strangerId)).toHaveLength(0);
    // Unknown and foreign ids are kept in the text but never resolved to a name.
    expect(comment.mentionedUsers.map((u) => u.id)).toEqual([maraId, edaId]);
    expect(comment.text).toContain(`<@U${strangerId}>`);

    // Mara's bell lists it.
    const bell = await injectAs(ctx.app, mara, { method: 'GET', url: `${API}/notifications` });
    const items = (bell.json() as NotificationList).data;
    expect(items.filter((n) => n.type === 'comment_mention')).toHaveLength(1);

    // A new comment mentioning her again is a new mention: one more.
    expect((await post(ctx.token, `<@U${maraId}> one more thing`)).statusCode).toBe(201);
    await ctx.app.notifications.settled();
    expect(await mentionsOf(maraId)).toHaveLength(2);
  });
});
