// Notifications as `app.notifications`: domain events (services/domain-events.ts) become rows and are
// delivered (socket push, e-mail job); a timer scans for scheduled shop configs going online. The clock is
// injectable, so tests move time instead of waiting for it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../services/public-origin';
import { createNotificationDelivery, type NotificationDelivery } from '../services/notifications/delivery';
import { notificationsForEvent } from '../services/notifications/from-events';
import { registerNotificationMailJobs } from '../services/notifications/mail';
import { scanConfigsGoingOnline } from '../services/notifications/schedule-scan';
import type { NotificationRow } from '../services/notification-store';
import { NOTIFICATION_EVENT } from './realtime';

export interface NotificationsPluginOptions {
  /** The clock of the schedule scan (tests). */
  now?: () => Date;
  /** How often scheduled configs are looked for; default 10 s; 0 = only when `scanSchedule` is called. */
  scanIntervalMs?: number;
}

export interface Notifications extends NotificationDelivery {
  /** Notifies about scheduled configs that went online since the last scan (any process's). */
  scanSchedule(): Promise<NotificationRow[]>;
  /** Resolves when the notifications of the events emitted so far are written and delivered (tests). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export const DEFAULT_SCAN_INTERVAL_MS = 10_000;

async function notifications(app: FastifyInstance, options: NotificationsPluginOptions) {
  const now = options.now ?? (() => new Date());
  const delivery = createNotificationDelivery({
    db: app.db,
    log: app.log,
    runner: app.jobRunner,
    push: (userId, event) => app.realtime.toUser(userId, NOTIFICATION_EVENT, event),
  });

  // E-mail links need the back office's origin; without PUBLIC_URL the last allowed request origin serves.
  let seenOrigin = '';
  app.addHook('onRequest', async (request) => {
    if (app.publicUrl) return;
    const origin = publicOrigin({ allowedHosts: app.allowedHosts }, request);
    if (origin) seenOrigin = origin;
  });
  registerNotificationMailJobs(app.jobRunner, {
    db: app.db,
    mailer: app.mailer,
    origin: () => app.publicUrl ?? seenOrigin,
  });

  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };
  app.domainEvents.on(async (event) => {
    await track(notificationsForEvent(app.db, event).then((inputs) => delivery.deliver(inputs)));
  });

  const scanSchedule = () =>
    track(
      scanConfigsGoingOnline(app.db, now()).then(async (rows) => {
        await delivery.announce(rows);
        return rows;
      }),
    );

  app.decorate('notifications', {
    ...delivery,
    scanSchedule,
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  } satisfies Notifications);

  const interval = options.scanIntervalMs ?? DEFAULT_SCAN_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  if (interval > 0) {
    app.addHook('onReady', async () => {
      const tick = () =>
        scanSchedule()
          .catch((error: unknown) => app.log.error({ err: error }, 'schedule scan failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, interval).unref();
          });
      timer = setTimeout(tick, 0).unref();
    });
  }
  app.addHook('preClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await Promise.allSettled([...pending]);
  });
}

export default fp(notifications, {
  name: 'notifications',
  dependencies: ['db', 'mail', 'job-runner', 'realtime'],
});
