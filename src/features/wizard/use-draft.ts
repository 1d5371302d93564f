import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntityType } from '@generated/model';
import type { EntityFormValues } from '@/entities/editor-slots';
import { clearDraft, draftKey, readDraft, writeDraft, type StoredDraft } from './drafts';
import type { ValuesStore } from './values-store';

/** Changes are stored this long after the last keystroke. */
export const DRAFT_DEBOUNCE_MS = 800;

interface DraftOptions {
  tenantKey: string | null;
  type: EntityType;
  entityId: number | null;
  /** The form values (undefined until the form is initialised); every change restarts the debounce. */
  store: ValuesStore | undefined;
  dirty: boolean;
  version: number | undefined;
  /** The form is initialised and a stored draft may be offered (not while a duplicate starts). */
  offer: boolean;
  /** Not yet: look for a stored draft later (view-only under someone else's edit lock). */
  wait?: boolean;
  onRestore: (values: EntityFormValues) => void;
}

/**
 * The browser-side draft of one entity: looks for a stored one when the form opens and offers it, stores the
 * values (debounced) while the form is dirty, and clears them on save, discard or when the form is clean again.
 */
export function useDraft({
  tenantKey,
  type,
  entityId,
  store,
  dirty,
  version,
  offer,
  wait = false,
  onRestore,
}: DraftOptions) {
  const key = tenantKey ? draftKey(tenantKey, type, entityId) : null;
  const [offered, setOffered] = useState<StoredDraft | null>(null);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const written = useRef(false);
  const ready = store !== undefined;

  useEffect(() => {
    if (!key || !ready || checkedKey === key || wait) return;
    if (!offer) {
      setCheckedKey(key);
      return;
    }
    let live = true;
    void readDraft(key).then((found) => {
      if (!live) return;
      setCheckedKey(key);
      setOffered(found ?? null);
    });
    return () => {
      live = false;
    };
  }, [key, ready, offer, wait, checkedKey]);

  useEffect(() => {
    if (!key || checkedKey !== key || offered) return;
    if (!dirty || !store) {
      if (written.current) {
        written.current = false;
        void clearDraft(key);
      }
      return;
    }
    // Debounced on every change of the values (the store's, not a render's): the last keystroke is stored.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        written.current = true;
        void writeDraft(key, {
          values: store.get(),
          savedAt: new Date().toISOString(),
          ...(version !== undefined ? { version } : {}),
        });
      }, DRAFT_DEBOUNCE_MS);
    };
    schedule();
    const unsubscribe = store.subscribe(schedule);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [key, checkedKey, offered, dirty, store, version]);

  const clear = useCallback(async () => {
    written.current = false;
    if (key) await clearDraft(key);
  }, [key]);

  return {
    /** The stored draft waiting for the user's answer ('Restore unsaved changes from {time}?'). */
    offered,
    restore: () => {
      if (offered) onRestore(offered.values);
      setOffered(null);
    },
    discard: () => {
      setOffered(null);
      void clear();
    },
    clear,
  };
}
