// What happened to content, told to whoever listens (notifications, realtime query invalidation, reports):
// the code that changes content emits after its transaction committed; listeners never block or fail the
// change (a listener's error is logged, not thrown). One bus per app (app.domainEvents), so tests with
// several apps in one process stay apart.
import { EventEmitter } from 'node:events';
import type { ContentStatus } from '@generated/model';

/** The actor is null for changes nobody made by hand (a scheduled config becoming online). */
export type DomainEvent =
  | {
      type: 'entity.saved';
      tenantId: number;
      entityId: number;
      entityType: string;
      actorId: number;
      /** The version after the save. */
      version: number;
      created: boolean;
    }
  | {
      type: 'config.statusChanged';
      tenantId: number;
      entityId: number;
      entityType: string;
      /** The shop; null for bundles (published as a whole). */
      appId: number | null;
      from: ContentStatus;
      to: ContentStatus;
      actorId: number | null;
    }
  | {
      type: 'publish.refused';
      tenantId: number;
      entityId: number;
      entityType: string;
      appIds: number[];
      actorId: number;
      /** Dotted paths → messages, as the 422 answered them. */
      errors: Record<string, string[]>;
    }
  // Trash and activity log (issue 29): a delete moves an entity or media item to the trash; a restore brings
  // it back; a purge removes it for good (by hand or when the retention ends, actor null).
  | {
      type: 'entity.deleted' | 'entity.restored' | 'entity.purged';
      tenantId: number;
      entityId: number;
      entityType: string;
      actorId: number | null;
    }
  | {
      type: 'media.uploaded' | 'media.deleted' | 'media.restored' | 'media.purged';
      tenantId: number;
      mediaId: number;
      actorId: number | null;
    }
  | { type: 'user.signedIn'; tenantId: number; actorId: number };

type Listener = (event: DomainEvent) => void | Promise<void>;

export interface DomainEvents {
  emit(event: DomainEvent): void;
  on(listener: Listener): () => void;
}

export function createDomainEvents(logError: (error: unknown, event: DomainEvent) => void): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit(event) {
      emitter.emit('event', event);
    },
    on(listener) {
      const wrapped = (event: DomainEvent) => {
        try {
          void Promise.resolve(listener(event)).catch((error: unknown) => logError(error, event));
        } catch (error) {
          logError(error, event);
        }
      };
      emitter.on('event', wrapped);
      return () => emitter.off('event', wrapped);
    },
  };
}
