// Relations never cross tenants (issue 7 §6): a row of this tenant that links to another tenant's tag,
// parent, page or user reads nothing through that link (not reachable through saves today, planted here).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfigs, apps, entities, media, tagGroups, tags, tenants, users } from '@server/db/schema';
import { DEMO_LOGIN, setupApp } from './helper';

// Building the app seeds the demo tenant: slow on a loaded machine.
vi.setConfig({ hookTimeout: 300_000 });
const ctx = setupApp();

const SECRET = 'Other tenant secret';
let childId: number;
let mediaId: number;

beforeAll(async () => {
  const db = ctx.app.db;
  const [me] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  const [shop] = await db.select().from(apps).where(eq(apps.tenantId, me!.tenantId)).limit(1);
  const [other] = await db
    .insert(tenants)
    .values({ key: 'outlet', name: 'Other', urls: {} as never, itemsPerRow: { mobile: 1, desktop: 1 } })
    .returning();
  const [stranger] = await db
    .insert(users)
    .values({ tenantId: other!.id, name: SECRET, email: 'stranger@other.example', passwordHash: 'x' })
    .returning();
  const [group] = await db
    .insert(tagGroups)
    .values({ tenantId: other!.id, key: 'secret', name: SECRET })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({ tenantId: other!.id, groupId: group!.id, name: SECRET })
    .returning();
  const [foreignParent] = await db
    .insert(entities)
    .values({ tenantId: other!.id, entityType: 'custom-page', internalName: SECRET })
    .returning();
  const [child] = await db
    .insert(entities)
    .values({
      tenantId: me!.tenantId,
      entityType: 'custom-page',
      internalName: 'Planted child',
      parentId: foreignParent!.id,
      tagIds: [tag!.id],
      createdBy: stranger!.id,
      updatedBy: stranger!.id,
    })
    .returning();
  childId = child!.id;
  await db.insert(appConfigs).values({
    entityId: childId,
    appId: shop!.id,
    name: 'Planted',
    draft: { pageIds: [foreignParent!.id] },
  });
  const [file] = await db
    .insert(media)
    .values({
      tenantId: me!.tenantId,
      kind: 'image',
      hash: 'f'.repeat(64),
      mime: 'image/png',
      size: 1,
      name: 'planted.png',
      updatedBy: stranger!.id,
    } as typeof media.$inferInsert)
    .returning();
  mediaId = file!.id;
});

describe('relation loaders filter by tenant', () => {
  it('tags, parent, rootline, pages and user summaries of an entity', async () => {
    const include = 'tags,parent,rootline,updatedByUser,createdByUser,appConfigs,appConfigs.pages';
    const answer = await ctx.get(`/custom-pages?f[ids]=${childId}&include=${include}`);
    expect(answer.statusCode).toBe(200);
    const [row] = answer.json().data;
    expect(row.id).toBe(childId);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('stranger@other.example');
    expect(row.tags).toEqual([]);
    expect(row.parent ?? null).toBeNull();
    expect(row.rootline).toEqual([]);
  });

  it('the uploader of a media item', async () => {
    const answer = await ctx.get(`/media/images?f[ids]=${mediaId}&include=updatedByUser`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((item: { id: number }) => item.id)).toEqual([mediaId]);
    expect(answer.body).not.toContain(SECRET);
  });
});
