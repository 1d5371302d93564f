// Cache invalidations between server processes over Redis pub/sub (REDIS_URL): a sign-out or a user
// change in one process clears the session cache of every other (SESSION_CHANNEL), a tenant configuration
// change the tenant cache of every other (services/tenant-cache.ts). A subscriber needs a connection of its
// own. Messages carry token hashes, never tokens; each names its sender so a process skips its own.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { InvalidationBus, SessionInvalidation } from './session-cache';

export const SESSION_CHANNEL = 'content:session-invalidations';

export interface RedisBusOptions {
  url: string;
  channel?: string;
  /** Told about connection problems (the cache's TTL still bounds how stale an entry can be). */
  onError?: (error: Error) => void;
}

export async function createRedisInvalidationBus<Message extends object = SessionInvalidation>(
  options: RedisBusOptions,
): Promise<InvalidationBus<Message>> {
  const channel = options.channel ?? SESSION_CHANNEL;
  const sender = randomBytes(8).toString('hex');
  const onError = options.onError ?? (() => {});
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners: ((message: Message) => void)[] = [];
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const { sender: origin, ...message } = JSON.parse(text) as Message & { sender: string };
      if (origin === sender) return;
      for (const listener of listeners) listener(message as unknown as Message);
    } catch (error) {
      onError(error as Error);
    }
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  return {
    async publish(message) {
      await publisher.publish(channel, JSON.stringify({ ...message, sender }));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
