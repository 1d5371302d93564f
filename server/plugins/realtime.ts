// socket.io on the server's own port (spec 2 §4.9, §7): path /ws/socket.io/, websocket transport only, the
// session token in the handshake's auth data (`auth: {token}`), checked like a bearer token (plugins/auth.ts);
// a handshake without a live session is refused with `Unauthenticated.`; signing out closes the session's
// sockets. Each socket joins its user's room, so `app.realtime.toUser` reaches every tab of the user. With
// REDIS_URL the Redis adapter carries room emits between server processes, so a notification written by one
// reaches a socket held by another. A socket lives no longer than its session (issue 26 §5): every
// `sessionSweepMs` (default 30 s) each process checks the sessions of its own sockets in the database and
// closes those whose session expired or was revoked (sign-out elsewhere, a password reset by the admin).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RealtimeNotificationEvent } from '@generated/model';
import { hashToken, liveTokenHashes } from '../services/sessions';
import { liveSessionOf, UNAUTHENTICATED } from './auth';

/** The socket's path (spec 2 §7). */
export const REALTIME_PATH = '/ws/socket.io/';
/** The event carrying a RealtimeNotificationEvent (the contract's `notifications` tag). */
export const NOTIFICATION_EVENT = 'notification';

export interface Realtime {
  readonly io: Server;
  toUser(userId: number, event: typeof NOTIFICATION_EVENT, payload: RealtimeNotificationEvent): void;
  /** Closes the sockets opened with a session (sign-out), on every process. */
  endSession(tokenHash: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  /** Redis for the socket.io adapter (several server processes as one). */
  redisUrl?: string;
  /** The adapter's key, the start of its channels: the installation's (services/installation.ts). */
  adapterKey?: string;
  /** How often the sockets' sessions are checked again; default 30 000 ms, 0 = never (tests). */
  sessionSweepMs?: number;
}

export const DEFAULT_SESSION_SWEEP_MS = 30_000;

const roomOf = (userId: number) => `user:${userId}`;
const sessionRoomOf = (tokenHash: string) => `session:${tokenHash}`;

async function realtime(app: FastifyInstance, options: RealtimePluginOptions) {
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    serveClient: false,
    // Small frames only: the server never expects more than a handshake from the back office.
    maxHttpBufferSize: 16_384,
  });

  // engine.io answers its refusals (a transport other than websocket, a bad handshake) on the raw server,
  // before Fastify: they get the security headers here (writeHead keeps headers set before it).
  app.server.prependListener('request', (request, response) => {
    if (!request.url?.startsWith(REALTIME_PATH)) return;
    for (const [name, value] of Object.entries(app.securityHeaderValues)) response.setHeader(name, value);
  });

  const redis: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error) => app.log.warn({ err: error }, 'socket.io Redis adapter'));
      redis.push(client);
    }
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: options.adapterKey ?? 'socket.io' }));
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return next(new Error(UNAUTHENTICATED));
    liveSessionOf(app, token).then(
      async (session) => {
        if (!session) return next(new Error(UNAUTHENTICATED));
        socket.data.userId = session.user.id;
        socket.data.tokenHash = hashToken(token);
        await socket.join([roomOf(session.user.id), sessionRoomOf(hashToken(token))]);
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake');
        next(new Error('The connection could not be checked.'));
      },
    );
  });

  app.decorate('realtime', {
    io,
    toUser(userId, event, payload) {
      io.to(roomOf(userId)).emit(event, payload);
    },
    endSession(tokenHash) {
      io.in(sessionRoomOf(tokenHash)).disconnectSockets(true);
    },
  } satisfies Realtime);

  /** Closes this process's sockets whose session is no longer live; how many. */
  async function sweep(): Promise<number> {
    const sockets = [...io.of('/').sockets.values()];
    const hashes = [...new Set(sockets.map((socket) => socket.data.tokenHash as string | undefined))];
    const live = await liveTokenHashes(
      app.db,
      hashes.filter((hash) => hash !== undefined),
    );
    let closed = 0;
    for (const socket of sockets) {
      if (socket.data.tokenHash && live.has(socket.data.tokenHash as string)) continue;
      socket.disconnect(true);
      closed++;
    }
    return closed;
  }
  const sweepMs = options.sessionSweepMs ?? DEFAULT_SESSION_SWEEP_MS;
  let sweeping = false;
  const timer =
    sweepMs > 0
      ? setInterval(() => {
          if (sweeping || io.of('/').sockets.size === 0) return;
          sweeping = true;
          sweep()
            .then((closed) => {
              if (closed) app.log.info({ closed }, 'sockets of ended sessions closed');
            })
            .catch((error: unknown) => app.log.warn({ err: error }, 'checking the sockets’ sessions'))
            .finally(() => {
              sweeping = false;
            });
        }, sweepMs)
      : undefined;
  timer?.unref();

  // Sockets end before the HTTP server closes (it waits for open connections); Fastify closes the server.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redis.map((client) => client.quit().catch(() => client.disconnect())));
  });
}

export default fp(realtime, { name: 'realtime', dependencies: ['db', 'auth', 'security-headers'] });
