import { lazy, Suspense, useEffect, useState } from 'react';

// The dialog (MUI's Table) loads with the first `?` (fallback nothing, as the search palette's).
const ShortcutHelpDialog = lazy(() => import('./shortcut-help-dialog'));

/** Whether a key press lands in something the user types into. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `?` (never while typing) opens the list of keyboard shortcuts; Esc or Close closes it. */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return used ? (
    <Suspense fallback={null}>
      <ShortcutHelpDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
