// Preview sessions (issue 22, spec 2 §3, §4.8, §7): the unsaved content of one shop config, as the editor's form
// holds it, kept in the database so every server process can answer it. A session belongs to a tenant and a
// user and lives one hour after its last update. Its id (192 random bits, URL-safe) is the only credential of
// the public GET; only its SHA-256 is stored. Nothing here reads or writes saved or published content.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { ContentElement, EntityInput, PreviewContent, PreviewRequest, Product } from '@generated/model';
import type { Db } from '@server/db/client';
import { apps, previewSessions, tenants } from '@server/db/schema';
import { HttpError, ValidationError } from '@server/http-error';
import { currencyOf, demoProducts, queryProducts, toProduct } from '../demo-products';
import { withSanitisedRichText } from '../entities/rich-text';
import { ENTITY_TYPES, type EntityType } from '../entities/types';

/** A session lives this long after its last update. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;
/** The serialised content of one session may not exceed this (a 50-block page is ~40 KB). */
export const PREVIEW_MAX_BYTES = 512 * 1024;
/** A user keeps at most this many sessions; starting one more drops the least recently updated. */
export const PREVIEW_MAX_PER_USER = 20;
/** Content blocks per session. */
export const PREVIEW_MAX_BLOCKS = 500;

const ID_PREFIX = 'pv_';
/** `pv_` + 32 base64url characters (24 random bytes = 192 bits). */
const ID_PATTERN = /^pv_[A-Za-z0-9_-]{32}$/;

export const newPreviewId = () => `${ID_PREFIX}${randomBytes(24).toString('base64url')}`;
export const isPreviewId = (id: string) => ID_PATTERN.test(id);
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface PreviewOwner {
  tenantId: number;
  userId: number;
}

export interface PreviewSessionRow {
  previewId: string;
  appId: number;
  device: string;
  expiresAt: Date;
}

/** A session larger than PREVIEW_MAX_BYTES: 413 in the Laravel shape (the contract's PayloadTooLarge). */
export class PreviewTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super(`The preview content may not be greater than ${PREVIEW_MAX_BYTES / 1024} KB.`);
    this.name = 'PreviewTooLargeError';
  }

  get errors(): Record<string, string[]> {
    return { content: [this.message] };
  }
}

export const PREVIEW_NOT_FOUND = 'The preview session does not exist or has expired.';

async function checkedContent(db: Db, tenantId: number, body: PreviewRequest) {
  if (!ENTITY_TYPES.includes(body.entityType as EntityType)) {
    throw new ValidationError({ entityType: ['The selected entity type is invalid.'] });
  }
  const elements: ContentElement[] = body.content.contentElements ?? [];
  if (elements.length > PREVIEW_MAX_BLOCKS) {
    throw new ValidationError({
      'content.contentElements': [`The content elements may not have more than ${PREVIEW_MAX_BLOCKS} items.`],
    });
  }
  // The storefront page renders rich text and the HTML block's markup: the same sanitising as a save.
  const payload = { appConfigs: [body.content] } as unknown as EntityInput;
  const clean = await withSanitisedRichText(db, tenantId, body.entityType as EntityType, payload);
  const content = (clean.appConfigs?.[0] ?? body.content) as Record<string, unknown>;
  const sizeBytes = Buffer.byteLength(JSON.stringify(content));
  if (sizeBytes > PREVIEW_MAX_BYTES) {
    throw new PreviewTooLargeError();
  }
  return { content, sizeBytes };
}

export async function createPreviewSession(
  db: Db,
  owner: PreviewOwner,
  body: PreviewRequest,
  now: Date,
): Promise<PreviewSessionRow> {
  const { content, sizeBytes } = await checkedContent(db, owner.tenantId, body);
  const previewId = newPreviewId();
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const device = body.device ?? 'desktop';
  await db.transaction(async (tx) => {
    await tx.insert(previewSessions).values({
      idHash: hashId(previewId),
      tenantId: owner.tenantId,
      userId: owner.userId,
      appId: body.appId,
      entityType: body.entityType,
      resourceId: body.resourceId ?? null,
      device,
      content,
      sizeBytes,
      createdAt: now,
      updatedAt: now,
      expiresAt,
    });
    // The bound per user: the least recently updated sessions beyond it go.
    const kept = await tx
      .select({ idHash: previewSessions.idHash })
      .from(previewSessions)
      .where(eq(previewSessions.userId, owner.userId))
      .orderBy(sql`${previewSessions.updatedAt} desc`, asc(previewSessions.idHash))
      .offset(PREVIEW_MAX_PER_USER);
    if (kept.length) {
      await tx.delete(previewSessions).where(
        inArray(
          previewSessions.idHash,
          kept.map((row) => row.idHash),
        ),
      );
    }
  });
  return { previewId, appId: body.appId, device, expiresAt };
}

/** Replaces the content of the caller's own live session; another user's or an expired one is a 404. */
export async function updatePreviewSession(
  db: Db,
  owner: PreviewOwner,
  previewId: string,
  body: PreviewRequest,
  now: Date,
): Promise<PreviewSessionRow> {
  if (!isPreviewId(previewId)) throw new HttpError(404, PREVIEW_NOT_FOUND);
  const { content, sizeBytes } = await checkedContent(db, owner.tenantId, body);
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const device = body.device ?? 'desktop';
  const updated = await db
    .update(previewSessions)
    .set({
      appId: body.appId,
      entityType: body.entityType,
      resourceId: body.resourceId ?? null,
      device,
      content,
      sizeBytes,
      updatedAt: now,
      expiresAt,
    })
    .where(
      and(
        eq(previewSessions.idHash, hashId(previewId)),
        eq(previewSessions.tenantId, owner.tenantId),
        eq(previewSessions.userId, owner.userId),
        gt(previewSessions.expiresAt, now),
      ),
    )
    .returning({ idHash: previewSessions.idHash });
  if (!updated.length) throw new HttpError(404, PREVIEW_NOT_FOUND);
  return { previewId, appId: body.appId, device, expiresAt };
}

/** The content of one live session, by its id alone (the public GET). */
export async function readPreviewSession(db: Db, previewId: string, now: Date): Promise<PreviewContent> {
  if (!isPreviewId(previewId)) throw new HttpError(404, PREVIEW_NOT_FOUND);
  const [row] = await db
    .select()
    .from(previewSessions)
    .where(and(eq(previewSessions.idHash, hashId(previewId)), gt(previewSessions.expiresAt, now)));
  if (!row) throw new HttpError(404, PREVIEW_NOT_FOUND);
  const [tenant] = await db.select({ urls: tenants.urls }).from(tenants).where(eq(tenants.id, row.tenantId));
  const [shop] = await db
    .select({ localeCode: apps.localeCode })
    .from(apps)
    .where(and(eq(apps.id, row.appId), eq(apps.tenantId, row.tenantId)));
  const elements = (row.content.contentElements ?? []) as ContentElement[];
  return {
    previewId,
    appId: row.appId,
    entityType: row.entityType,
    resourceId: row.resourceId,
    device: row.device,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
    products: productsOf(elements, shop?.localeCode ?? 'de_DE'),
    media: {
      damPublic: tenant?.urls.damPublic ?? '/dam',
      videoBucket: tenant?.urls.videoBucket ?? '/videos',
    },
  };
}

/** Every product id the blocks name: `productIds` lists and `productId` values at any depth. */
export function productIdsOf(elements: readonly ContentElement[]): number[] {
  const ids = new Set<number>();
  const visit = (value: unknown, key: string, depth: number) => {
    if (depth > 16 || ids.size >= 500) return;
    if (/^productIds?$/.test(key)) {
      for (const id of Array.isArray(value) ? value : [value]) {
        const n = Number(id);
        if (Number.isInteger(n) && n > 0) ids.add(n);
      }
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item, '', depth + 1));
    else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, name, depth + 1);
    }
  };
  for (const element of elements) visit(element.attributes, '', 0);
  return [...ids];
}

/** The products as the shop's products proxy answers them (unknown ids as its placeholders). */
function productsOf(elements: readonly ContentElement[], localeCode: string): Product[] {
  const ids = productIdsOf(elements);
  if (!ids.length) return [];
  const feed = demoProducts();
  const rows = queryProducts(feed, { ids, mockUnknown: true });
  return rows.map((product) => toProduct(feed, product, ['name'], currencyOf(localeCode)));
}

/** Deletes expired sessions (the job runner's `preview-sweep`); answers how many went. */
export async function sweepPreviewSessions(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(previewSessions)
    .where(lte(previewSessions.expiresAt, now))
    .returning({ idHash: previewSessions.idHash });
  return gone.length;
}
