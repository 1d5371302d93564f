// Unsaved changes survive a crash (spec: "Drafts survive a crash"): kept in IndexedDB per entity while the
// form is dirty, offered back when the entity is opened again, cleared by a save or an explicit discard.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { EntityType } from '@generated/model';
import type { EntityFormValues } from '@/entities/editor-slots';

export interface StoredDraft {
  values: EntityFormValues;
  /** ISO time of the last change. */
  savedAt: string;
  /** The version the changes were based on (existing entities). */
  version?: number;
}

let store: UseStore | undefined;
/** One database for the drafts, opened on first use (never on the sign-in route). */
const draftStore = () => (store ??= createStore('content-drafts', 'drafts'));

/** tenant/type/id ('new' for an entity not yet created). */
export function draftKey(tenant: string, type: EntityType, id: number | null): string {
  return `${tenant}/${type}/${id ?? 'new'}`;
}

export async function readDraft(key: string): Promise<StoredDraft | undefined> {
  try {
    return await get<StoredDraft>(key, draftStore());
  } catch {
    return undefined; // Private mode or a blocked database: no drafts, the editor still works.
  }
}

export async function writeDraft(key: string, draft: StoredDraft): Promise<void> {
  try {
    await set(key, draft, draftStore());
  } catch {
    // Not storable (quota, private mode): the form keeps its values in memory.
  }
}

export async function clearDraft(key: string): Promise<void> {
  try {
    await del(key, draftStore());
  } catch {
    // Nothing stored.
  }
}
