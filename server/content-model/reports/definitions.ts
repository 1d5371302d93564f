// The built-in reports over a tenant's content (spec 1 §2.9). Status is derived per shop config with the
// same SQL as the overviews (services/entities/status.ts), so the figures match what editors see.
import { sql } from 'drizzle-orm';
import { appConfigs, apps, entities } from '@server/db/schema';
import { statusRankSql } from '@server/services/entities/status';
import { rowsOf, type ReportDefinition } from './report-definition';

/** Content untouched for this many days counts as stale. */
export const STALE_AFTER_DAYS = 90;
/** A bundle's stream covers its shop when it shows at least this many products. */
export const COVERED_MIN_PRODUCTS = 100;
/** Weeks shown by the publishing activity, this week included. */
export const ACTIVITY_WEEKS = 12;

const n = (value: unknown) => Number(value ?? 0);

const contentStatusPerShop: ReportDefinition = {
  id: 1,
  slug: 'content-status-per-shop',
  title: 'Content status per shop',
  description:
    'Shop configurations that are online, scheduled or offline (never published included), per shop.',
  chart: {
    xKey: 'shop',
    xLabel: 'Shop',
    yLabel: 'Shop configurations',
    dataKeys: [
      { key: 'online', label: 'Online' },
      { key: 'offline', label: 'Offline' },
    ],
  },
  async compute(db, tenantId) {
    const found = rowsOf<{ shop: string; online: unknown; scheduled: unknown; offline: unknown }>(
      await db.execute(sql`
        select a.name as shop,
          count(s.rank) filter (where s.rank = 4) as online,
          count(s.rank) filter (where s.rank = 3) as scheduled,
          count(s.rank) filter (where s.rank in (1, 2)) as offline
        from ${apps} a
        left join (
          select ${appConfigs.appId} as app_id, ${statusRankSql} as rank
          from ${appConfigs} join ${entities} on ${entities.id} = ${appConfigs.entityId}
          where ${entities.tenantId} = ${tenantId} and ${entities.deletedAt} is null
        ) s on s.app_id = a.id
        where a.tenant_id = ${tenantId}
        group by a.id, a.name, a.position
        order by a.position, a.id`),
    );
    const rows = found.map((r) => ({
      shop: r.shop,
      online: n(r.online),
      scheduled: n(r.scheduled),
      offline: n(r.offline),
    }));
    return {
      columns: ['shop', 'online', 'scheduled', 'offline'],
      rows: rows.map((r) => [r.shop, r.online, r.scheduled, r.offline]),
      chart: rows.map((r) => ({ shop: r.shop, online: r.online, offline: r.offline })),
    };
  },
};

const publishingActivity: ReportDefinition = {
  id: 2,
  slug: 'publishing-activity',
  title: 'Publishing activity per week',
  description: `Shop configurations that went online and content that was changed, per week (last ${ACTIVITY_WEEKS} weeks).`,
  chart: {
    xKey: 'week',
    xLabel: 'Week',
    yLabel: 'Count',
    dataKeys: [
      { key: 'published', label: 'Went online' },
      { key: 'updated', label: 'Changed' },
    ],
  },
  async compute(db, tenantId, now) {
    // A published config goes online at activeFrom, or — without one — when it was last saved.
    const found = rowsOf<{ week: string; published: unknown; updated: unknown }>(
      await db.execute(sql`
        with weeks as (
          select generate_series(
            date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - ${`${ACTIVITY_WEEKS - 1} weeks`}::interval,
            date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC'),
            '1 week'::interval) as week
        ),
        went_online as (
          select coalesce(${appConfigs.activeFrom}, ${appConfigs.updatedAt}) at time zone 'UTC' as at
          from ${appConfigs} join ${entities} on ${entities.id} = ${appConfigs.entityId}
          where ${entities.tenantId} = ${tenantId} and ${entities.deletedAt} is null and ${appConfigs.isPublished}
            and coalesce(${appConfigs.activeFrom}, ${appConfigs.updatedAt}) <= ${now.toISOString()}::timestamptz
        ),
        changed as (
          select ${entities.updatedAt} at time zone 'UTC' as at from ${entities}
          where ${entities.tenantId} = ${tenantId} and ${entities.deletedAt} is null and ${entities.entityType} <> 'block-type'
        )
        select to_char(w.week, 'IYYY-"W"IW') as week,
          (select count(*) from went_online o where o.at >= w.week and o.at < w.week + '1 week'::interval) as published,
          (select count(*) from changed c where c.at >= w.week and c.at < w.week + '1 week'::interval) as updated
        from weeks w order by w.week`),
    );
    const rows = found.map((r) => ({ week: r.week, published: n(r.published), updated: n(r.updated) }));
    return {
      columns: ['week', 'published', 'updated'],
      rows: rows.map((r) => [r.week, r.published, r.updated]),
      chart: rows,
    };
  },
};

const staleContent: ReportDefinition = {
  id: 3,
  slug: 'stale-content',
  title: 'Stale content',
  description: `Content not updated for ${STALE_AFTER_DAYS} days; the file lists every stale item, the chart counts them per type.`,
  chart: {
    xKey: 'type',
    xLabel: 'Entity type',
    yLabel: 'Entities',
    dataKeys: [
      { key: 'stale', label: `Not updated for ${STALE_AFTER_DAYS} days` },
      { key: 'fresh', label: 'Updated recently' },
    ],
  },
  async compute(db, tenantId, now) {
    const cutoff = new Date(now.getTime() - STALE_AFTER_DAYS * 86_400_000).toISOString();
    const [perType, items] = await Promise.all([
      db.execute(sql`
        select ${entities.entityType} as type,
          count(*) filter (where ${entities.updatedAt} < ${cutoff}::timestamptz) as stale,
          count(*) filter (where ${entities.updatedAt} >= ${cutoff}::timestamptz) as fresh
        from ${entities}
        where ${entities.tenantId} = ${tenantId} and ${entities.deletedAt} is null and ${entities.entityType} <> 'block-type'
        group by ${entities.entityType} order by ${entities.entityType}`),
      db.execute(sql`
        select ${entities.id} as id, ${entities.entityType} as type, ${entities.internalName} as name,
          ${entities.updatedAt} as updated_at
        from ${entities}
        where ${entities.tenantId} = ${tenantId} and ${entities.deletedAt} is null and ${entities.entityType} <> 'block-type'
          and ${entities.updatedAt} < ${cutoff}::timestamptz
        order by ${entities.updatedAt}, ${entities.id}`),
    ]);
    const chart = rowsOf<{ type: string; stale: unknown; fresh: unknown }>(perType).map((r) => ({
      type: r.type,
      stale: n(r.stale),
      fresh: n(r.fresh),
    }));
    const rows = rowsOf<{ id: unknown; type: string; name: string; updated_at: string | Date }>(items).map(
      (r) => {
        const updated = new Date(r.updated_at);
        return [
          n(r.id),
          r.type,
          r.name,
          updated.toISOString(),
          Math.floor((now.getTime() - updated.getTime()) / 86_400_000),
        ];
      },
    );
    return { columns: ['id', 'type', 'internalName', 'updatedAt', 'daysSinceUpdate'], rows, chart };
  },
};

const bundleStreamCoverage: ReportDefinition = {
  id: 4,
  slug: 'bundle-stream-coverage',
  title: 'Stream product coverage of bundles',
  description: `Bundles per shop whose product stream shows at least ${COVERED_MIN_PRODUCTS} products (the actual count when online, else the estimate).`,
  chart: {
    xKey: 'shop',
    xLabel: 'Shop',
    yLabel: 'Bundles',
    dataKeys: [
      { key: 'covered', label: `${COVERED_MIN_PRODUCTS}+ products` },
      { key: 'underCovered', label: `Fewer than ${COVERED_MIN_PRODUCTS}` },
    ],
  },
  async compute(db, tenantId) {
    const found = rowsOf<{ shop: string; bundles: unknown; covered: unknown; average: unknown }>(
      await db.execute(sql`
        select a.name as shop, count(b.app_id) as bundles,
          count(*) filter (where b.products >= ${COVERED_MIN_PRODUCTS}) as covered,
          round(avg(b.products)) as average
        from ${apps} a
        left join (
          select ${appConfigs.appId} as app_id,
            case when ${statusRankSql} = 4 then ${appConfigs.streamProductCount}
              else ${appConfigs.streamProductEstimate} end as products
          from ${appConfigs} join ${entities} on ${entities.id} = ${appConfigs.entityId}
          where ${entities.tenantId} = ${tenantId} and ${entities.deletedAt} is null and ${entities.entityType} = 'bundle'
        ) b on b.app_id = a.id
        where a.tenant_id = ${tenantId}
        group by a.id, a.name, a.position
        order by a.position, a.id`),
    );
    const rows = found.map((r) => ({
      shop: r.shop,
      bundles: n(r.bundles),
      covered: n(r.covered),
      underCovered: n(r.bundles) - n(r.covered),
      averageProducts: r.average === null ? null : n(r.average),
    }));
    return {
      columns: ['shop', 'bundles', 'covered', 'underCovered', 'averageProducts'],
      rows: rows.map((r) => [r.shop, r.bundles, r.covered, r.underCovered, r.averageProducts]),
      chart: rows.map((r) => ({ shop: r.shop, covered: r.covered, underCovered: r.underCovered })),
    };
  },
};

export const REPORTS: readonly ReportDefinition[] = [
  contentStatusPerShop,
  publishingActivity,
  staleContent,
  bundleStreamCoverage,
];
