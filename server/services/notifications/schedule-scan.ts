// Scheduled shop configs going online (entry_status_changed, nobody's doing): published configs whose
// `activeFrom` passed since the last scan. A watermark row (`scheduler_marks`) says "handled up to"; it is
// locked, the notifications written and the mark moved in one transaction, so neither a restart nor a
// second server process notifies twice, and a process that was down catches up on its next scan. The first
// scan of a database only sets the mark (what went online before is history, not news).
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appConfigs, entities, schedulerMarks } from '@server/db/schema';
import { createNotifications, type NotificationRow } from '../notification-store';
import { statusChangeNotifications } from './from-events';

export const CONFIG_ONLINE_MARK = 'config-online';

/** Writes the notifications of configs that went online in (mark, now]; answers the rows written. */
export async function scanConfigsGoingOnline(db: Db, now: Date): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(schedulerMarks)
      .values({ name: CONFIG_ONLINE_MARK, until: now })
      .onConflictDoNothing()
      .returning();
    if (first.length) return [];
    const [mark] = await tx
      .select()
      .from(schedulerMarks)
      .where(eq(schedulerMarks.name, CONFIG_ONLINE_MARK))
      .for('update');
    if (!mark || mark.until >= now) return [];
    const due = await tx
      .select({
        tenantId: entities.tenantId,
        entityId: entities.id,
        entityType: entities.entityType,
        appId: appConfigs.appId,
      })
      .from(appConfigs)
      .innerJoin(entities, eq(entities.id, appConfigs.entityId))
      .where(
        and(
          eq(appConfigs.isPublished, true),
          isNull(entities.deletedAt),
          gt(appConfigs.activeFrom, mark.until),
          lte(appConfigs.activeFrom, now),
          // It was scheduled when its time came: published (last changed) before, and not over already.
          sql`${appConfigs.updatedAt} < ${appConfigs.activeFrom}`,
          or(isNull(appConfigs.activeUntil), gt(appConfigs.activeUntil, now)),
        ),
      );
    const rows: NotificationRow[] = [];
    for (const config of due) {
      const inputs = await statusChangeNotifications(tx, {
        ...config,
        to: 'online',
        actorId: null,
      });
      rows.push(...(await createNotifications(tx, inputs)));
    }
    await tx.update(schedulerMarks).set({ until: now }).where(eq(schedulerMarks.name, CONFIG_ONLINE_MARK));
    return rows;
  });
}
