// The activity feed (GET /activity): one tenant's rows newest first, filtered, paged by a cursor that names
// the last row of the page (its time and id), so a page never repeats or skips a row while new ones arrive.
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  ActivityItem,
  ActivityKind,
  ActivityList,
  EntityType,
  ListActivityParams,
} from '@generated/model';
import type { Db } from '@server/db/client';
import { activity, entities, media, users } from '@server/db/schema';
import { ValidationError } from '@server/http-error';

export const DEFAULT_ACTIVITY_PAGE = 25;

interface Cursor {
  at: Date;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor, or null for one this server never handed out. */
export function decodeCursor(text: string): Cursor | null {
  const [iso, id, ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  const n = Number(id);
  if (rest.length || Number.isNaN(at.getTime()) || !Number.isInteger(n) || n < 1 || n > 2147483647)
    return null;
  return { at, id: n };
}

const date = (name: string, value: string | undefined): Date | undefined => {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new ValidationError({ [`filter.${name}`]: ['Not a valid date.'] });
  return at;
};

/** The WHERE of a query (its tenant always first). */
function conditions(tenantId: number, query: ListActivityParams): SQL[] {
  const where: SQL[] = [eq(activity.tenantId, tenantId)];
  const actorId = query['filter[actorId]'];
  if (actorId !== undefined) where.push(eq(activity.actorId, actorId));
  const kinds = query['filter[kind]']?.split(',').filter(Boolean) as ActivityKind[] | undefined;
  if (kinds?.length) where.push(inArray(activity.kind, kinds));
  const type = query['filter[entityType]'];
  if (type !== undefined) where.push(eq(activity.entityType, type));
  const entityId = query['filter[entityId]'];
  if (entityId !== undefined) where.push(eq(activity.entityId, entityId));
  const appId = query['filter[appId]'];
  if (appId !== undefined) {
    // A refused publish of several shops names them in its detail.
    where.push(
      or(
        eq(activity.appId, appId),
        sql`${activity.detail} -> 'appIds' @> ${JSON.stringify([appId])}::jsonb`,
      )!,
    );
  }
  const from = date('from', query['filter[from]']);
  if (from) where.push(gte(activity.createdAt, from));
  const to = date('to', query['filter[to]']);
  if (to) where.push(lt(activity.createdAt, to));
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw new ValidationError({ cursor: ['The cursor is not valid.'] });
    where.push(
      sql`(${activity.createdAt}, ${activity.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`,
    );
  }
  return where;
}

/** One page of the feed. */
export async function listActivity(
  db: Db,
  tenantId: number,
  query: ListActivityParams,
): Promise<ActivityList> {
  const perPage = query.perPage ?? DEFAULT_ACTIVITY_PAGE;
  const rows = await db
    .select({
      row: activity,
      actor: { id: users.id, name: users.name, email: users.email, avatar: users.avatar },
      entityName: entities.internalName,
      mediaName: media.name,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorId))
    .leftJoin(
      entities,
      and(
        sql`${activity.mediaId} is null`,
        eq(entities.id, activity.entityId),
        eq(entities.tenantId, tenantId),
      ),
    )
    .leftJoin(media, and(eq(media.id, activity.mediaId), eq(media.tenantId, tenantId)))
    .where(and(...conditions(tenantId, query)))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(perPage + 1);

  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  const data = page.map(({ row, actor, entityName, mediaName }): ActivityItem => {
    const current = row.mediaId !== null ? mediaName : entityName;
    const addressed = row.entityId !== null;
    return {
      id: row.id,
      kind: row.kind as ActivityKind,
      createdAt: row.createdAt.toISOString(),
      actor: actor?.id != null ? { ...actor, avatar: actor.avatar ?? null } : null,
      entityType: (row.entityType as EntityType | null) ?? null,
      entityId: row.entityId,
      entityName: current ?? row.detail.name ?? null,
      entityGone: addressed && current === null,
      mediaId: row.mediaId,
      appId: row.appId,
      version: row.version,
      detail: {
        ...(row.detail.from !== undefined ? { from: row.detail.from as ActivityItem['detail']['from'] } : {}),
        ...(row.detail.to !== undefined ? { to: row.detail.to as ActivityItem['detail']['to'] } : {}),
        ...(row.detail.appIds !== undefined ? { appIds: row.detail.appIds } : {}),
        ...(row.detail.errorCount !== undefined ? { errorCount: row.detail.errorCount } : {}),
      },
    };
  });
  return {
    data,
    meta: {
      nextCursor:
        rows.length > perPage && last ? encodeCursor({ at: last.row.createdAt, id: last.row.id }) : null,
      perPage,
    },
  };
}
