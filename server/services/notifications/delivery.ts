// Notifications from rows to people: every notification is a row first (the bell and the lists read it);
// then users with `notifyApp` get it pushed to their socket room at once, and users with `notifyEmail` get
// an e-mail through a durable job (services/jobs), so a slow or failing SMTP server never holds up the
// event and a restart does not lose the mail.
import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { RealtimeNotificationEvent } from '@generated/model';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { enqueueJob } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import { createNotifications, type NotificationInput, type NotificationRow } from '../notification-store';
import { NOTIFICATION_MAIL_JOB } from './mail';
import { toNotifications, unreadCount } from './queries';

export interface DeliveryOptions {
  /** Send the e-mail to users who want one (default true); false where the caller mails itself (exports). */
  mail?: boolean;
}

export interface NotificationDelivery {
  /** Writes the rows and delivers them. */
  deliver(inputs: readonly NotificationInput[], options?: DeliveryOptions): Promise<NotificationRow[]>;
  /** Delivers rows written already (in a transaction of the caller's). */
  announce(rows: readonly NotificationRow[], options?: DeliveryOptions): Promise<void>;
}

export interface DeliveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Emits the socket event to the user's room (on every server process when Redis connects them). */
  push(userId: number, event: RealtimeNotificationEvent): void;
  runner: JobRunner;
}

export function createNotificationDelivery(deps: DeliveryDeps): NotificationDelivery {
  const { db } = deps;

  async function pushTo(row: NotificationRow) {
    const owner = { tenantId: row.tenantId, userId: row.userId };
    const [[data], count] = await Promise.all([
      toNotifications(db, row.tenantId, [row], true),
      unreadCount(db, owner),
    ]);
    deps.push(row.userId, { data: data!, meta: { count } });
  }

  async function announce(rows: readonly NotificationRow[], options: DeliveryOptions = {}) {
    if (!rows.length) return;
    const ids = [...new Set(rows.map((row) => row.userId))];
    const wants = new Map(
      (
        await db
          .select({ id: users.id, notifyApp: users.notifyApp, notifyEmail: users.notifyEmail })
          .from(users)
          .where(inArray(users.id, ids))
      ).map((user) => [user.id, user]),
    );
    let mails = 0;
    for (const row of rows) {
      const user = wants.get(row.userId);
      if (user?.notifyApp) {
        await pushTo(row).catch((error: unknown) =>
          deps.log.warn({ err: error, notification: row.id }, 'notification push failed'),
        );
      }
      if (user?.notifyEmail && options.mail !== false) {
        await enqueueJob(db, {
          kind: NOTIFICATION_MAIL_JOB,
          payload: { notificationId: row.id },
          dedupeKey: `notification-mail:${row.id}`,
          maxAttempts: 3,
        });
        mails += 1;
      }
    }
    if (mails) deps.runner.wake();
  }

  return {
    async deliver(inputs, options) {
      const rows = await createNotifications(db, inputs);
      await announce(rows, options);
      return rows;
    },
    announce,
  };
}
