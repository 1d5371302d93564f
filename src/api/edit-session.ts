// The editing session of this browser tab (issue 23): the edit lock belongs to a tab, not to a user, so the
// same user in two tabs is two holders. The id lives in sessionStorage (one per tab, kept over a reload, so a
// reloaded tab finds its own lease again) and travels as `X-Edit-Session` on every call, as `sessionId` in
// POST /lock and in the socket's handshake (`auth.editSession`).

export const EDIT_SESSION_KEY = 'content.editSession';
export const EDIT_SESSION_HEADER = 'X-Edit-Session';

let memory: string | undefined;

function newId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `tab-${random}`;
}

/** This tab's editing session id (made on first use). */
export function editSessionId(): string {
  if (memory) return memory;
  try {
    const stored = window.sessionStorage.getItem(EDIT_SESSION_KEY);
    memory = stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored) ? stored : newId();
    window.sessionStorage.setItem(EDIT_SESSION_KEY, memory);
  } catch {
    memory ??= newId(); // No storage (private mode): one id for this page's life.
  }
  return memory;
}
