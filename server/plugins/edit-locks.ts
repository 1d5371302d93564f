// The edit lock enforced (issue 23): every write operation whose contract declares a 423 (save, publish, add or
// remove a shop — all saves —, delete, restore a version) first asks the lease table; a live lease of another
// editing session answers 423 with its holder, before the handler runs. Writes while nobody holds a lease pass
// (scripts, imports, the API without an editor). The editing session of a request is `X-Edit-Session` (the tab's
// id), else the sign-in session. A take-over is pushed at once to the displaced tab's socket: each socket joins
// the room of its editing session (`auth: {token, editSession}`), on whichever process holds it. When the last
// socket of an editing session ends (a closed or crashed tab: socket.io notices within its ping timeout) and
// none comes back within a grace period (a reload, a network blip), the session's leases are released — a closed
// tab also releases them itself (pagehide), this covers the tab that could not.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { entityOperations } from '@generated/entity-operations';
import type { Lock, LockHeldResponse, RealtimeLockEvent } from '@generated/model';
import { operationsOf, type OpenApiDocument } from '../contract';
import { hashToken } from '../services/sessions';
import {
  leaseBlocking,
  lockedMessage,
  releaseSessionLeases,
  type LockHolder,
} from '../services/locks/edit-locks';
import { resourceTypeOf } from '../services/notifications/resources';
import { authOf } from './auth';

export const EDIT_SESSION_HEADER = 'x-edit-session';
/** The socket.io event of a take-over (RealtimeLockEvent). */
export const LOCK_EVENT = 'lock';
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** How long a session's leases outlive its last socket (a reload or a blip reconnects within it). */
export const DEFAULT_SOCKET_GRACE_MS = 5_000;

export const isEditSessionId = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_ID.test(value);

/** The editing session of a request: the named one (body or header), else the sign-in session's. */
export function editSessionOf(request: FastifyRequest, named?: string): LockHolder {
  const { user, token } = authOf(request);
  const header = request.headers[EDIT_SESSION_HEADER];
  const sessionId = isEditSessionId(named)
    ? named
    : isEditSessionId(header)
      ? header
      : `signin-${hashToken(token).slice(0, 24)}`;
  return { userId: user.id, sessionId };
}

const editRoomOf = (holder: LockHolder) => `edit:${holder.userId}:${holder.sessionId}`;

export interface EditLocks {
  /** Tells a displaced session (on every process) that its lease moved. */
  tellTakenOver(displaced: LockHolder, lock: Lock): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    editLocks: EditLocks;
  }
}

/** Fastify's form of a contract path: `/pages/{id}` → `/api/v2/pages/:id`. */
const routeUrl = (prefix: string, path: string) => prefix + path.replace(/\{([^}]+)\}/g, ':$1');

async function editLocks(app: FastifyInstance, options: { spec: OpenApiDocument; socketGraceMs?: number }) {
  const prefix = options.spec.servers?.[0]?.url ?? '';
  // operationId → the resource type its writes lock (a call several entity types share has one resource type).
  const resourceTypeByOperation = new Map<string, string>();
  for (const config of Object.values(entityOperations)) {
    for (const call of Object.values(config.calls))
      resourceTypeByOperation.set(call.operationId, config.resourceType);
  }
  const guarded = new Map<string, string>();
  for (const op of operationsOf(options.spec)) {
    const responses = (op.operation.responses ?? {}) as Record<string, unknown>;
    if (op.operationId === 'acquireLock' || !responses['423']) continue;
    guarded.set(`${op.method} ${routeUrl(prefix, op.path)}`, op.operationId);
  }

  app.addHook('preHandler', async (request, reply) => {
    const operationId = guarded.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!operationId || !request.auth) return;
    const params = request.params as { id?: number; entityType?: string };
    if (typeof params.id !== 'number') return;
    const resourceType = params.entityType
      ? resourceTypeOf(params.entityType)
      : resourceTypeByOperation.get(operationId);
    if (!resourceType) return;
    const lock = await leaseBlocking(
      app.db,
      { tenantId: authOf(request).user.tenantId, resourceType, resourceId: params.id },
      editSessionOf(request),
      app.now(),
    );
    if (!lock) return;
    const body: LockHeldResponse = { message: lockedMessage(lock.user?.name ?? 'Someone'), data: lock };
    return reply.code(423).send(body);
  });

  const grace = options.socketGraceMs ?? DEFAULT_SOCKET_GRACE_MS;
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  async function releaseIfGone(holder: LockHolder) {
    if (closing) return;
    const left = await app.realtime.io.in(editRoomOf(holder)).fetchSockets();
    if (left.length === 0 && !closing) await releaseSessionLeases(app.db, holder);
  }
  app.realtime.io.on('connection', (socket) => {
    const userId: unknown = socket.data.userId;
    const editSession: unknown = (socket.handshake.auth as { editSession?: unknown } | undefined)
      ?.editSession;
    if (typeof userId !== 'number' || !isEditSessionId(editSession)) return;
    const holder = { userId, sessionId: editSession };
    void socket.join(editRoomOf(holder));
    socket.on('disconnect', () => {
      if (closing) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        releaseIfGone(holder).catch((error: unknown) =>
          app.log.warn({ err: error }, 'releasing the leases of a closed tab'),
        );
      }, grace);
      timer.unref();
      timers.add(timer);
    });
  });
  // A stopping server keeps every lease (its sockets end because it stops, not because tabs closed).
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
  });

  app.decorate('editLocks', {
    tellTakenOver(displaced, lock) {
      const event: RealtimeLockEvent = { reason: 'takenOver', data: lock };
      app.realtime.io.to(editRoomOf(displaced)).emit(LOCK_EVENT, event);
    },
  } satisfies EditLocks);
}

export default fp(editLocks, { name: 'edit-locks', dependencies: ['db', 'auth', 'realtime'] });
