// The rows of the dashboard's data widgets, each a real query with its filters and paging:
// - recently-updated: every content type, newest change first, by shop and status;
// - scheduled-content: entities with a published shop config whose activeFrom lies in the next f[days];
// - missing-fields: entities with a shop config lacking a required value (publishing validation stand-in).
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Entity, Pagination } from '@generated/model';
import type { WidgetName } from '@server/content-model/dashboard/widgets';
import type { Db } from '@server/db/client';
import { appConfigs, entities, MISSING_REQUIRED_PREDICATE, tagGroups, tags } from '@server/db/schema';
import { paginationOf } from '../pagination';
import { hydrateEntities, searchTextMatches } from '../entities/entity-store';
import { statusRankSql, STATUS_RANK } from '../entities/status';
import type { WidgetQuery } from './widget-query';
import { liveEntities } from '../trash/live';

export interface WidgetData {
  rows: Entity[];
  pagination: Pagination;
}

const ROW_INCLUDE = ['appConfigs', 'updatedByUser'];

/**
 * A shop config lacks a required value (the same list the widget's tooltip names). The partial index
 * `app_configs_missing_required_idx` has exactly this predicate, so the widget reads only those configs.
 */
const missingRequiredSql: SQL = sql.raw(MISSING_REQUIRED_PREDICATE);

/** Conditions on `entities` shared by the widgets: tenant, types, search (every name, as the overviews), tags. */
function entityConditions(query: WidgetQuery): SQL[] {
  const conditions: SQL[] = [
    sql`${entities.tenantId} = ${query.tenantId}`,
    query.types.length ? inArray(entities.entityType, query.types) : sql`false`,
    liveEntities(),
  ];
  if (query.term) conditions.push(searchTextMatches(query.term));
  if (query.tagsAll) {
    conditions.push(sql`${entities.tagIds} @> ${sql.raw(`'{${query.tagsAll.join(',')}}'::integer[]`)}`);
  }
  for (const key of query.tagGroupsAll ?? []) {
    conditions.push(
      sql`exists (select 1 from ${tags} join ${tagGroups} on ${tagGroups.id} = ${tags.groupId} where ${tags.id} = any(${entities.tagIds}) and ${tagGroups.key} = ${key})`,
    );
  }
  return conditions;
}

const localeSql = (query: WidgetQuery) =>
  query.locale === undefined ? sql`` : sql` and ${appConfigs.appId} = ${query.locale}`;

/**
 * One page of entity ids in the given order, and the total in a second statement: without a window count
 * the page query stops after offset + perPage rows of an ordered index, and the count reads the index alone.
 */
async function pageOf(
  db: Db,
  query: WidgetQuery,
  select: { from?: SQL; where: SQL; orderBy: SQL },
): Promise<WidgetData> {
  const offset = (query.page - 1) * query.perPage;
  const from = select.from ?? sql`${entities}`;
  const [answer, counted] = await Promise.all([
    db.execute(sql`
      select ${entities.id} as id from ${from}
      where ${select.where}
      order by ${select.orderBy}
      limit ${query.perPage} offset ${offset}`),
    db.execute(sql`select count(*) as total from ${from} where ${select.where}`),
  ]);
  const found = (answer as unknown as { rows: { id: unknown }[] }).rows;
  const total = Number((counted as unknown as { rows: { total: unknown }[] }).rows[0]?.total ?? 0);
  const ids = found.map((f) => Number(f.id));
  const rows = ids.length ? await db.select().from(entities).where(inArray(entities.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const hydrated = await hydrateEntities(db, ordered, {
    include: new Set(ROW_INCLUDE),
    fields: [],
    ...(query.locale === undefined ? {} : { locale: query.locale }),
  });
  return { rows: hydrated, pagination: paginationOf(query.page, query.perPage, total, hydrated.length) };
}

/** Status filter: in the chosen shop the status of that shop's config, else the entity's best status. */
function statusCondition(query: WidgetQuery): SQL | undefined {
  if (query.locale === undefined && !query.status) return undefined;
  const ranks = query.status ? [...new Set(query.status.map((s) => STATUS_RANK[s]))] : undefined;
  const rankList =
    ranks &&
    sql.join(
      ranks.map((r) => sql`${r}`),
      sql`, `,
    );
  if (query.locale !== undefined) {
    return sql`exists (select 1 from ${appConfigs} where ${appConfigs.entityId} = ${entities.id} and ${appConfigs.appId} = ${query.locale}${
      rankList ? sql` and ${statusRankSql} in (${rankList})` : sql``
    })`;
  }
  return sql`coalesce((select max(${statusRankSql}) from ${appConfigs} where ${appConfigs.entityId} = ${entities.id}), 0) in (${rankList!})`;
}

export async function widgetData(db: Db, name: WidgetName, query: WidgetQuery): Promise<WidgetData> {
  switch (name) {
    case 'recently-updated': {
      const status = statusCondition(query);
      return pageOf(db, query, {
        where: and(...entityConditions(query), ...(status ? [status] : []))!,
        orderBy: sql`${entities.updatedAt} desc, ${entities.id} desc`,
      });
    }
    case 'scheduled-content': {
      // Driven by the few published configs with a future activeFrom (partial index); the soonest go-live of
      // an entity's matching configs orders the rows.
      const soon = sql`(select ${appConfigs.entityId} as entity_id, min(${appConfigs.activeFrom}) as at
        from ${appConfigs}
        where ${appConfigs.isPublished} and ${appConfigs.activeFrom} > now()
          and ${appConfigs.activeFrom} <= now() + ${`${query.days} days`}::interval${localeSql(query)}
        group by ${appConfigs.entityId}) soon`;
      return pageOf(db, query, {
        from: sql`${soon} join ${entities} on ${entities.id} = soon.entity_id`,
        where: and(...entityConditions(query))!,
        orderBy: sql`soon.at asc, ${entities.id} asc`,
      });
    }
    case 'missing-fields':
      return pageOf(db, query, {
        where: and(
          ...entityConditions(query),
          sql`${entities.id} in (select ${appConfigs.entityId} from ${appConfigs} where ${missingRequiredSql}${localeSql(query)})`,
        )!,
        orderBy: sql`${entities.updatedAt} desc, ${entities.id} desc`,
      });
  }
}
