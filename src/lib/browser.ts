/**
 * Full-page navigation, behind one object so tests can replace it (jsdom cannot navigate).
 * Sign-in, logout and a 401 during rendering all end in one of these.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
