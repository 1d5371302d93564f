// Presence on an editor (issue 23, beyond the spec): a tab that opens an entity's editor emits `presence:join`
// with {resourceType, resourceId}; every socket in that resource's room (per tenant) then receives `presence`
// (RealtimePresenceEvent) with everyone there, one entry per socket. Leaving (`presence:leave`, another join,
// or the socket ending — a crashed tab within socket.io's ping timeout) sends the list again. The list is read
// with fetchSockets, so with the Redis adapter it spans every server process.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { RealtimePresenceEvent, RealtimePresenceEventUsersItem } from '@generated/model';
import type { Socket } from 'socket.io';
import { users } from '../db/schema';
import { canonicalResourceType } from '../services/notifications/resources';

export const PRESENCE_JOIN = 'presence:join';
export const PRESENCE_LEAVE = 'presence:leave';
export const PRESENCE_EVENT = 'presence';

interface Presence {
  room: string;
  resourceType: string;
  resourceId: number;
  user: Omit<RealtimePresenceEventUsersItem, 'socketId'>;
}

function resourceOf(payload: unknown): { resourceType: string; resourceId: number } | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { resourceType, resourceId } = payload as { resourceType?: unknown; resourceId?: unknown };
  if (typeof resourceType !== 'string' || resourceType.length > 64) return undefined;
  if (typeof resourceId !== 'number' || !Number.isInteger(resourceId) || resourceId < 0) return undefined;
  if (resourceId > 2_147_483_647) return undefined;
  const canonical = canonicalResourceType(resourceType);
  return canonical ? { resourceType: canonical, resourceId } : undefined;
}

async function presence(app: FastifyInstance) {
  const io = app.realtime.io;

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  async function announce(room: string, resourceType: string, resourceId: number) {
    // A stopping server's sockets end because it stops: nobody left, and Redis may be gone already.
    if (closing) return;
    const sockets = await io.in(room).fetchSockets();
    const list: RealtimePresenceEventUsersItem[] = [];
    for (const socket of sockets) {
      const here = socket.data.presence as Presence | undefined;
      if (here?.room === room) list.push({ socketId: socket.id, ...here.user });
    }
    const event: RealtimePresenceEvent = { resourceType, resourceId, users: list };
    io.to(room).emit(PRESENCE_EVENT, event);
  }

  async function leave(socket: Socket) {
    const here = socket.data.presence as Presence | undefined;
    if (!here) return;
    socket.data.presence = undefined;
    await socket.leave(here.room);
    await announce(here.room, here.resourceType, here.resourceId);
  }

  const logged = (work: Promise<unknown>) =>
    void work.catch((error: unknown) => app.log.warn({ err: error }, 'presence'));

  io.on('connection', (socket) => {
    const userId = socket.data.userId as number | undefined;
    if (typeof userId !== 'number') return;
    socket.on(PRESENCE_JOIN, (payload: unknown) =>
      logged(
        (async () => {
          const resource = resourceOf(payload);
          if (!resource) return;
          const [user] = await app.db
            .select({ id: users.id, name: users.name, avatar: users.avatar, tenantId: users.tenantId })
            .from(users)
            .where(eq(users.id, userId));
          if (!user) return;
          const room = `presence:${user.tenantId}:${resource.resourceType}:${resource.resourceId}`;
          const current = socket.data.presence as Presence | undefined;
          if (current?.room !== room) await leave(socket);
          socket.data.presence = {
            room,
            ...resource,
            user: { id: user.id, name: user.name, avatar: user.avatar },
          } satisfies Presence;
          await socket.join(room);
          await announce(room, resource.resourceType, resource.resourceId);
        })(),
      ),
    );
    socket.on(PRESENCE_LEAVE, () => logged(leave(socket)));
    socket.on('disconnect', () => {
      const here = socket.data.presence as Presence | undefined;
      if (here) logged(announce(here.room, here.resourceType, here.resourceId));
    });
  });
}

export default fp(presence, { name: 'presence', dependencies: ['db', 'realtime'] });
