// Comments on a resource (spec 2 §4.7, §6, issue 23): list (oldest first, deleted ones with their text emptied,
// `meta.total` counting the others), create, and soft delete by the author only and only once (403 otherwise).
// Mentions: each user of the tenant a new comment mentions (not its author) is recorded once per comment and
// gets one comment_mention notification; users of other tenants cannot read the resource and get none.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Comment, UserSummary } from '@generated/model';
import { HttpError, ValidationError } from '@server/http-error';
import type { Db } from '@server/db/client';
import { commentMentions, comments, users } from '@server/db/schema';
import type { NotificationInput } from '../notification-store';
import { canonicalResourceType, findResource } from '../notifications/resources';
import { userSummaries } from '../users';
import { mentionedIdsOf, normaliseCommentText } from './mentions';

const NOT_FOUND = 'Not found.';
export const MENTION_TITLE = 'You were mentioned';
export const mentionText = (author: string, name: string) =>
  `${author} mentioned you in a comment on ${name}.`;

type CommentRow = typeof comments.$inferSelect;

export interface CommentResource {
  resourceType: string;
  resourceId: number;
}

/** The stored resource type of an existing resource of the tenant; 404 otherwise. */
async function existingResource(db: Db, tenantId: number, resource: CommentResource) {
  const resourceType = canonicalResourceType(resource.resourceType);
  if (!resourceType) throw new HttpError(404, NOT_FOUND);
  const found = await findResource(db, tenantId, resourceType, resource.resourceId);
  if (!found) throw new HttpError(404, NOT_FOUND);
  return { resourceType, name: found.internalName ?? `#${resource.resourceId}` };
}

function toComment(
  row: CommentRow,
  author: { id: number; name: string; avatar: string | null } | undefined,
  people: Map<number, UserSummary>,
): Comment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    resourceId: row.resourceId,
    resourceType: row.resourceType,
    text: deleted ? '' : row.text,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    user: author ?? { id: row.userId, name: '<unknown>', avatar: null },
    mentionedUsers: deleted
      ? []
      : mentionedIdsOf(row.text)
          .map((id) => people.get(id))
          .filter((user): user is UserSummary => user !== undefined),
  };
}

async function toComments(db: Db, tenantId: number, rows: CommentRow[]): Promise<Comment[]> {
  const ids = rows.flatMap((row) => [row.userId, ...(row.deletedAt ? [] : mentionedIdsOf(row.text))]);
  const people = await userSummaries(db, tenantId, ids);
  return rows.map((row) => {
    const author = people.get(row.userId);
    return toComment(
      row,
      author && { id: author.id, name: author.name, avatar: author.avatar ?? null },
      people,
    );
  });
}

export async function listComments(db: Db, tenantId: number, resource: CommentResource) {
  const { resourceType } = await existingResource(db, tenantId, resource);
  const rows = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.tenantId, tenantId),
        eq(comments.resourceType, resourceType),
        eq(comments.resourceId, resource.resourceId),
      ),
    )
    .orderBy(asc(comments.id));
  const data = await toComments(db, tenantId, rows);
  return { data, meta: { total: rows.filter((row) => row.deletedAt === null).length } };
}

export async function createComment(
  db: Db,
  actor: { tenantId: number; userId: number },
  input: CommentResource & { text: string },
): Promise<{ comment: Comment; notifications: NotificationInput[] }> {
  const { resourceType, name } = await existingResource(db, actor.tenantId, input);
  if (!input.text.trim()) throw new ValidationError({ text: ['The text field is required.'] });
  const { text, mentionedIds } = normaliseCommentText(input.text.trim());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        tenantId: actor.tenantId,
        resourceType,
        resourceId: input.resourceId,
        userId: actor.userId,
        text,
      })
      .returning();
    // Only colleagues of the tenant can read the resource: only they are recorded (and told).
    const wanted = mentionedIds.filter((id) => id !== actor.userId);
    const readers = wanted.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, wanted), eq(users.tenantId, actor.tenantId)))
      : [];
    const recorded = readers.length
      ? await tx
          .insert(commentMentions)
          .values(readers.map((reader) => ({ commentId: row!.id, userId: reader.id })))
          .onConflictDoNothing()
          .returning()
      : [];
    const [comment] = await toComments(tx as unknown as Db, actor.tenantId, [row!]);
    const author = comment!.user.name;
    const notifications: NotificationInput[] = recorded.map((mention) => ({
      tenantId: actor.tenantId,
      userId: mention.userId,
      type: 'comment_mention',
      icon: 'comment',
      title: MENTION_TITLE,
      text: mentionText(author, name),
      resourceType,
      resourceId: input.resourceId,
      meta: { commentId: row!.id },
    }));
    return { comment: comment!, notifications };
  });
}

/** Soft delete by the author: 404 outside the tenant, 403 for someone else's or an already deleted comment. */
export async function deleteComment(
  db: Db,
  actor: { tenantId: number; userId: number },
  id: number,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.tenantId, actor.tenantId)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  if (row.userId !== actor.userId) throw new HttpError(403, 'Only the author may delete this comment.');
  if (row.deletedAt) throw new HttpError(403, 'This comment has been deleted already.');
  await db.update(comments).set({ deletedAt: now }).where(eq(comments.id, id));
}
