// Preview sessions (issue 22): create, update, read by id alone, expiry and its sweep, tenant and owner,
// size and count bounds, and that a preview never touches saved or public content.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { PreviewContentResponse, PreviewRequest, PreviewSessionResponse } from '@generated/model';
import { appConfigs, jobs, previewSessions } from '@server/db/schema';
import {
  PREVIEW_MAX_BYTES,
  PREVIEW_MAX_PER_USER,
  PREVIEW_TTL_MS,
} from '@server/services/preview/preview-sessions';
import { PREVIEW_SWEEP_JOB } from '@server/services/preview/preview-sweep';
import { injectAs, setupApp, signIn } from '../helper';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });

let clock = new Date('2026-03-01T10:00:00.000Z');
const ctx = setupApp({ now: () => clock });

const block = (id: number, text: string) => ({
  id,
  index: 0,
  type: 'headline',
  attributes: { text, textAlign: 'left' },
  position: { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
  tracking: { cpid: 'a1b2c3' },
});

const request = (text: string, extra: Partial<PreviewRequest> = {}): PreviewRequest => ({
  appId: 1,
  entityType: 'story',
  resourceId: null,
  device: 'desktop',
  content: { name: 'Preview story', contentElements: [block(480101, text)] },
  ...extra,
});

async function start(body: PreviewRequest = request('First')) {
  const response = await ctx.inject({ method: 'POST', url: '/api/v2/content/preview', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as PreviewSessionResponse).data;
}

const read = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/v2/content/preview/${id}` });

describe('preview sessions', () => {
  it('starts a session with an unguessable URL-safe id and a frame URL, readable without a login', async () => {
    const session = await start();
    expect(session.previewId).toMatch(/^pv_[A-Za-z0-9_-]{32}$/);
    expect(session.url).toContain('/storefront-preview?appId=1');
    expect(session.url).toContain(`previewId=${session.previewId}`);
    expect(new Date(session.expiresAt!).getTime()).toBe(clock.getTime() + PREVIEW_TTL_MS);

    const answer = await read(session.previewId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = (answer.json() as PreviewContentResponse).data;
    expect(data.content.contentElements?.[0]?.attributes).toEqual({ text: 'First', textAlign: 'left' });
    expect(data).toMatchObject({
      previewId: session.previewId,
      appId: 1,
      entityType: 'story',
      device: 'desktop',
    });
    expect(data.media).toEqual({ damPublic: expect.any(String), videoBucket: expect.any(String) });
  });

  it('answers the mocked preview address when the mockedPreview flag headers come along', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/v2/content/preview',
      payload: request('Mocked'),
      headers: { 'x-featureflag-mockedpreview': 'true', 'x-featureflag-mockedpreviewtype': 'data' },
    });
    const { url, previewId } = (response.json() as PreviewSessionResponse).data;
    expect(url).toContain(`/mocked-preview?appId=1&mockedPreviewType=data&previewId=${previewId}`);
  });

  it('replaces the content on update and extends the expiry', async () => {
    const session = await start();
    clock = new Date(clock.getTime() + 30 * 60_000);
    const response = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/content/preview/${session.previewId}`,
      payload: request('Second', { device: 'mobile' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = (response.json() as PreviewSessionResponse).data;
    expect(new Date(updated.expiresAt!).getTime()).toBe(clock.getTime() + PREVIEW_TTL_MS);
    const data = ((await read(session.previewId)).json() as PreviewContentResponse).data;
    expect(data.content.contentElements?.[0]?.attributes.text).toBe('Second');
    expect(data.device).toBe('mobile');
  });

  it('resolves the products a block names as the products proxy answers them', async () => {
    const products = await ctx.get('/proxies/bapi/1/products?perPage=2&with=attributes:key(name)');
    const [first, second] = (products.json() as { data: { id: number; name: string }[] }).data;
    const session = await start(
      request('Shop', {
        content: {
          contentElements: [
            {
              ...block(480102, 'x'),
              type: 'product-slider',
              attributes: { productIds: [first!.id, second!.id] },
            },
          ],
        },
      }),
    );
    const data = ((await read(session.previewId)).json() as PreviewContentResponse).data;
    expect(data.products?.map((p) => [p.id, p.name])).toEqual([
      [first!.id, first!.name],
      [second!.id, second!.name],
    ]);
  });

  it('expires one hour after the last update: the GET and PUT answer 404, the sweep deletes the row', async () => {
    const session = await start();
    clock = new Date(clock.getTime() + PREVIEW_TTL_MS + 1000);
    expect((await read(session.previewId)).statusCode).toBe(404);
    const put = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/content/preview/${session.previewId}`,
      payload: request('Late'),
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: expect.stringContaining('expired') });

    const before = await ctx.app.db.select().from(previewSessions);
    expect(before.length).toBeGreaterThan(0);
    // The sweep is a durable job of the runner, queued at start; run it now.
    const [sweep] = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, PREVIEW_SWEEP_JOB));
    expect(sweep?.status).toBe('queued');
    await ctx.app.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, sweep!.id));
    await ctx.app.jobRunner.drain();
    const after = await ctx.app.db.select().from(previewSessions);
    expect(after.filter((row) => row.expiresAt <= clock)).toEqual([]);
    const [done] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, sweep!.id));
    expect(done?.status).toBe('succeeded');
    const next = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, PREVIEW_SWEEP_JOB));
    expect(next.filter((job) => job.status === 'queued')).toHaveLength(1);
  });

  it('reveals nothing for an unknown, malformed or guessed id', async () => {
    for (const id of ['pv_' + 'A'.repeat(32), 'nope', '1', "pv_' or 1=1 --"]) {
      const answer = await read(encodeURIComponent(id));
      expect(answer.statusCode).toBe(404);
      expect(Object.keys(answer.json() as object)).toEqual(['message']);
    }
  });

  it("lets only the session's owner update it", async () => {
    const session = await start();
    const other = await signIn(ctx.app, { email: 'mara.lind@example.com', password: 'content-demo' });
    const put = await injectAs(ctx.app, other, {
      method: 'PUT',
      url: `/api/v2/content/preview/${session.previewId}`,
      payload: request('Hijack'),
    });
    expect(put.statusCode).toBe(404);
    const data = ((await read(session.previewId)).json() as PreviewContentResponse).data;
    expect(data.content.contentElements?.[0]?.attributes.text).toBe('First');
  });

  it('needs a login to start or update', async () => {
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/content/preview',
      payload: request('x'),
    });
    expect(post.statusCode).toBe(401);
  });

  it('refuses bad input with 4xx in the contract shapes, never a 5xx', async () => {
    const cases: { payload: unknown; status: number }[] = [
      { payload: { ...request('x'), entityType: 'no-such-type' }, status: 422 },
      { payload: { ...request('x'), appId: -1 }, status: 422 },
      { payload: { appId: 1, entityType: 'story' }, status: 422 },
      { payload: { ...request('x'), device: 'tv' }, status: 422 },
      {
        payload: request('x', { content: { contentElements: [{ id: 1, type: 'headline' }] as never } }),
        status: 422,
      },
    ];
    for (const { payload, status } of cases) {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/v2/content/preview',
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect((response.json() as { message: string }).message).toEqual(expect.any(String));
    }
    const big = 'x'.repeat(PREVIEW_MAX_BYTES);
    const tooLarge = await ctx.inject({
      method: 'POST',
      url: '/api/v2/content/preview',
      payload: request(big),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      message: expect.any(String),
      errors: { content: [expect.any(String)] },
    });
  });

  it('sanitises markup before the storefront page renders it', async () => {
    const session = await start(
      request('x', {
        content: {
          contentElements: [
            {
              ...block(480103, 'x'),
              type: 'text',
              attributes: { text: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
            },
          ],
        },
      }),
    );
    const data = ((await read(session.previewId)).json() as PreviewContentResponse).data;
    expect(data.content.contentElements?.[0]?.attributes.text).toBe('<p>Hi</p>');
  });

  it(`keeps at most ${PREVIEW_MAX_PER_USER} sessions per user, dropping the least recently updated`, async () => {
    const token = await signIn(ctx.app, { email: 'jonas.weber@example.com', password: 'content-demo' });
    const ids: string[] = [];
    for (let i = 0; i < PREVIEW_MAX_PER_USER + 2; i++) {
      clock = new Date(clock.getTime() + 1000);
      const response = await injectAs(ctx.app, token, {
        method: 'POST',
        url: '/api/v2/content/preview',
        payload: request(`n${i}`),
      });
      ids.push((response.json() as PreviewSessionResponse).data.previewId);
    }
    expect((await read(ids[0]!)).statusCode).toBe(404);
    expect((await read(ids[1]!)).statusCode).toBe(404);
    expect((await read(ids[2]!)).statusCode).toBe(200);
    expect((await read(ids.at(-1)!)).statusCode).toBe(200);
  });

  it('seeds the storefront kinds of spec 2 §2.8 as block types with schemas, offered by custom pages', async () => {
    const names = ['subline', 'product-row', 'product-recommendation', 'tiles', 'numeration', 'separator'];
    const more = ['link', 'placeholder', 'teaser'];
    const answer = await ctx.get(
      `/content/block-types?perPage=100&filter[name]=${[...names, ...more].join(',')}`,
    );
    const types = (answer.json() as { data: { name: string; schema: unknown[] }[] }).data;
    expect(types.map((type) => type.name).sort()).toEqual([...names, ...more].sort());
    for (const type of types) expect(type.schema.length, type.name).toBeGreaterThan(0);
    const form = JSON.stringify((await ctx.get('/form-fields/custom-pages')).json());
    for (const name of [...names, ...more]) expect(form).toContain(`"${name}"`);
  });

  it('seeds the female and male homepage custom pages with their ids; later entities never collide', async () => {
    for (const [id, name] of [
      [3048, 'Homepage Women'],
      [3049, 'Homepage Men'],
    ] as const) {
      const page = await ctx.get(`/custom-pages/${id}?include=appConfigs.contentElements`);
      expect(page.statusCode).toBe(200);
      const data = (
        page.json() as { data: { internalName: string; appConfigs: { contentElements: unknown[] }[] } }
      ).data;
      expect(data.internalName).toBe(name);
      expect(data.appConfigs[0]!.contentElements.length).toBeGreaterThan(5);
    }
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/v2/pages',
      payload: { type: 'story', internalName: 'After the homepages', appConfigs: [{ appId: 1, name: 'x' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as { data: { id: number } }).data.id).toBeGreaterThan(3049);
  });

  it('never changes saved or published content', async () => {
    const before = await ctx.app.db.select().from(appConfigs);
    const session = await start(request('Never saved'));
    await ctx.inject({
      method: 'PUT',
      url: `/api/v2/content/preview/${session.previewId}`,
      payload: request('Still never saved'),
    });
    const after = await ctx.app.db.select().from(appConfigs);
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('never saved');
  });
});
