// The e-mail of a notification (a durable job per notification, queued by delivery.ts): its title and text
// and a link back through the back office's /redirect screen, which opens the entity (spec 1 §2.11). The
// link names the entity type for pages (`resource.type`, what the redirect screen resolves), else the
// resource type. The user's choice is read again when the job runs: turning e-mail off stops mails queued.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { notifications, users } from '@server/db/schema';
import type { JobRow } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import type { Mailer } from '../mail';
import { findResource } from './resources';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';

export interface NotificationMailDeps {
  db: Db;
  mailer: Mailer;
  /** The public origin of the back office (PUBLIC_URL, or the last allowed request origin); '' when unknown. */
  origin(): string;
}

export function redirectPath(resourceType: string, resourceId: number, commentId?: number | null): string {
  const query = new URLSearchParams({ resourceType, resourceId: String(resourceId) });
  if (commentId != null) query.set('commentId', String(commentId));
  return `/redirect?${query.toString()}`;
}

async function send(deps: NotificationMailDeps, job: JobRow) {
  const id = Number(job.payload.notificationId);
  const [row] = await deps.db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) return;
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  if (!user?.notifyEmail) return;
  const resource =
    row.resourceType && row.resourceId !== null
      ? await findResource(deps.db, row.tenantId, row.resourceType, row.resourceId)
      : undefined;
  const path = resource
    ? redirectPath(
        row.resourceType === 'page' && resource.type ? resource.type : row.resourceType!,
        resource.id,
        row.meta.commentId,
      )
    : '/settings/user/notifications';
  await deps.mailer.send({
    to: user.email,
    subject: row.title,
    text: `Hello ${user.name},\n\n${row.text}\n\nOpen it in Content: ${deps.origin()}${path}\n\nContent`,
  });
}

export function registerNotificationMailJobs(runner: JobRunner, deps: NotificationMailDeps): void {
  runner.register(NOTIFICATION_MAIL_JOB, { run: (job) => send(deps, job) });
}
