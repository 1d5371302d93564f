import { describe, expect, it } from 'vitest';
import { isInRichText, isPaletteShortcut, paletteKey } from '@/features/search-palette/palette-keyboard';

describe('paletteKey', () => {
  it('moves down from nothing to the first option and wraps at the end', () => {
    expect(paletteKey('ArrowDown', -1, 3)).toEqual({ type: 'move', active: 0 });
    expect(paletteKey('ArrowDown', 1, 3)).toEqual({ type: 'move', active: 2 });
    expect(paletteKey('ArrowDown', 2, 3)).toEqual({ type: 'move', active: 0 });
  });

  it('moves up from nothing or the first option to the last', () => {
    expect(paletteKey('ArrowUp', -1, 3)).toEqual({ type: 'move', active: 2 });
    expect(paletteKey('ArrowUp', 0, 3)).toEqual({ type: 'move', active: 2 });
    expect(paletteKey('ArrowUp', 2, 3)).toEqual({ type: 'move', active: 1 });
  });

  it('pages by five without wrapping', () => {
    expect(paletteKey('PageDown', 1, 3)).toEqual({ type: 'move', active: 2 });
    expect(paletteKey('PageUp', 7, 10)).toEqual({ type: 'move', active: 2 });
    expect(paletteKey('PageUp', 2, 10)).toEqual({ type: 'move', active: 0 });
  });

  it('opens the active option on Enter, nothing without one', () => {
    expect(paletteKey('Enter', 1, 3)).toEqual({ type: 'open', active: 1 });
    expect(paletteKey('Enter', -1, 3)).toBeNull();
  });

  it('leaves other keys and an empty list to the input', () => {
    expect(paletteKey('Home', 1, 3)).toBeNull();
    expect(paletteKey('a', 1, 3)).toBeNull();
    expect(paletteKey('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('the shortcut', () => {
  const key = (over: Partial<KeyboardEvent>) => ({
    key: 'k',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...over,
  });

  it('is Ctrl+K or ⌘+K, without other modifiers', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isPaletteShortcut(key({}))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 's' }))).toBe(false);
  });

  it('is left to the rich-text editor inside it, not to plain fields', () => {
    const editor = document.createElement('div');
    editor.className = 'ProseMirror';
    editor.setAttribute('contenteditable', 'true');
    const paragraph = document.createElement('p');
    editor.append(paragraph);
    const input = document.createElement('input');
    document.body.append(editor, input);
    expect(isInRichText(paragraph)).toBe(true);
    expect(isInRichText(editor)).toBe(true);
    expect(isInRichText(input)).toBe(false);
    expect(isInRichText(window)).toBe(false);
  });
});
