// The activity log (issue 29) as `app.activity`: every domain event (services/domain-events.ts) becomes a row
// of the `activity` table once the change committed (services/activity/record.ts), and the daily
// `activity-purge` job deletes rows older than the retention period (services/activity/retention.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordActivity } from '../services/activity/record';
import {
  DEFAULT_ACTIVITY_RETENTION_DAYS,
  ensureActivityPurge,
  purgeActivity,
  registerActivityPurge,
} from '../services/activity/retention';

export interface ActivityPluginOptions {
  /** Days a row is kept (ACTIVITY_RETENTION_DAYS). Default 365. */
  retentionDays?: number;
}

export interface ActivityLog {
  readonly retentionDays: number;
  /** Deletes what is older than the retention period now (what the daily job does); answers how many. */
  purge(): Promise<number>;
  /** Resolves when the rows of the events emitted so far are written (tests). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    activity: ActivityLog;
  }
}

async function activityLog(app: FastifyInstance, options: ActivityPluginOptions) {
  const retentionDays = options.retentionDays ?? DEFAULT_ACTIVITY_RETENTION_DAYS;
  const pending = new Set<Promise<unknown>>();
  app.domainEvents.on(async (event) => {
    const work = recordActivity(app.db, event, app.now());
    pending.add(work);
    try {
      await work;
    } finally {
      pending.delete(work);
    }
  });

  registerActivityPurge(app.jobRunner, { db: app.db, log: app.log, now: () => app.now(), retentionDays });
  await ensureActivityPurge(app.db);

  app.decorate('activity', {
    retentionDays,
    purge: () => purgeActivity(app.db, app.now(), retentionDays),
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  } satisfies ActivityLog);

  app.addHook('preClose', async () => {
    await Promise.allSettled([...pending]);
  });
}

export default fp(activityLog, { name: 'activity', dependencies: ['db', 'job-runner'] });
