const TOKEN_KEY = 'content.token';

/** The stored session token; an unreadable value is cleared (spec 1 §6). */
export function readToken(): string | null {
  try {
    const value = window.localStorage.getItem(TOKEN_KEY);
    if (value === null) return null;
    if (!/^[A-Za-z0-9._~-]{16,512}$/.test(value)) {
      window.localStorage.removeItem(TOKEN_KEY);
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
