// Status is derived, never stored (ARCHITECTURE): per shop config from isPublished, activeFrom,
// activeUntil and whether a published snapshot exists; an entity's status is the best of its shop
// statuses (online > scheduled > draft > offline), `empty` without shop configs.
import { sql, type SQL } from 'drizzle-orm';
import type { AppConfigStatus, ContentStatus } from '@generated/model';
import { appConfigs } from '@server/db/schema';

export interface StatusInputs {
  isPublished: boolean;
  activeFrom: Date | null;
  activeUntil: Date | null;
  /** Whether a published snapshot exists. */
  hasSnapshot: boolean;
}

export const STATUS_RANK: Record<ContentStatus, number> = {
  empty: 0,
  offline: 1,
  draft: 2,
  scheduled: 3,
  online: 4,
};
const BY_RANK: ContentStatus[] = ['empty', 'offline', 'draft', 'scheduled', 'online'];

export function appConfigStatus(inputs: StatusInputs, now = new Date()): AppConfigStatus {
  if (inputs.isPublished) {
    if (inputs.activeFrom && inputs.activeFrom > now) return 'scheduled';
    if (!inputs.activeUntil || inputs.activeUntil > now) return 'online';
    return 'offline';
  }
  return inputs.hasSnapshot ? 'offline' : 'draft';
}

export function entityStatus(statuses: AppConfigStatus[]): ContentStatus {
  return BY_RANK[Math.max(0, ...statuses.map((s) => STATUS_RANK[s]))]!;
}

/** The rank of an app_configs row's status in SQL (same rules as appConfigStatus). */
export const statusRankSql: SQL = sql`case
  when ${appConfigs.isPublished} and ${appConfigs.activeFrom} > now() then 3
  when ${appConfigs.isPublished} and (${appConfigs.activeUntil} is null or ${appConfigs.activeUntil} > now()) then 4
  when ${appConfigs.isPublished} then 1
  when ${appConfigs.published} is null then 2
  else 1 end`;
