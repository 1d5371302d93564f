/**
 * Copies text to the clipboard. `navigator.clipboard` exists only on secure origins (HTTPS, localhost); on a
 * plain-HTTP host it is undefined, so the copy falls back to a hidden textarea and `execCommand('copy')`.
 * Resolves when the text was copied, rejects when neither way worked (the caller shows a toast either way).
 */
export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      return await clipboard.writeText(text);
    } catch {
      // Permission refused or document not focused: try the old way below.
    }
  }
  if (!copyWithTextarea(text)) throw new Error('The clipboard is not available.');
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but selectable; `display: none` would make the selection (and the copy) empty.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const focused = document.activeElement;
  document.body.appendChild(area);
  area.focus();
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
