// The palette's keyboard rules, pure: which option is active after a key (the input keeps the focus; the
// active option is announced through aria-activedescendant). Arrows wrap around; Home/End stay the input's.

/** What a key does in the palette: move the active option, open it, or nothing (the input handles it). */
export type PaletteKeyResult = { type: 'move'; active: number } | { type: 'open'; active: number } | null;

export function paletteKey(key: string, active: number, count: number): PaletteKeyResult {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', active: active < 0 || active >= count - 1 ? 0 : active + 1 };
    case 'ArrowUp':
      return { type: 'move', active: active <= 0 ? count - 1 : active - 1 };
    case 'PageDown':
      return { type: 'move', active: Math.min(count - 1, Math.max(0, active) + 5) };
    case 'PageUp':
      return { type: 'move', active: Math.max(0, active - 5) };
    case 'Enter':
      return active >= 0 && active < count ? { type: 'open', active } : null;
    default:
      return null;
  }
}

/** Whether a key press is the palette's shortcut: Ctrl+K (⌘+K on a Mac), no other modifier. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/**
 * Whether the shortcut is left to where it was pressed: inside the rich-text editor (TipTap) Ctrl/⌘+K is the
 * editor's (the link convention of text editors), so the palette does not open there (docs/search-palette.md).
 */
export function isInRichText(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('[contenteditable="true"], .ProseMirror') !== null;
}
