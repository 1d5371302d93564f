import { useEffect } from 'react';

/**
 * Ctrl+S (⌘+S on a Mac) saves the entity, also while typing in a field; the browser's own "save page" never
 * opens in the editor. Nothing is saved while saving is not possible (not dirty, busy, view-only).
 */
export function useSaveShortcut(enabled: boolean, save: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== 's' ||
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      if (enabled) save();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, save]);
}
