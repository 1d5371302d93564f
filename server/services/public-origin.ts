// The origin of the links the server hands out (tenant urls). Never an unchecked Host header (issue 7 §6:
// `Host: evil.example` became `http://evil.example/dam`): PUBLIC_URL when set, else the request's origin
// only when its host is in ALLOWED_HOSTS (default: this machine), else no origin at all — root-relative
// urls, which the back office resolves against its own origin.

export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `host[:port]` → host, lower case (a port is allowed with any allowed host). */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

export interface OriginSettings {
  publicUrl?: string;
  allowedHosts: readonly string[];
}

export function publicOrigin(
  settings: OriginSettings,
  request: { protocol: string; host: string | undefined },
): string {
  if (settings.publicUrl) return settings.publicUrl;
  const host = request.host ?? '';
  // A valid authority only: no path, user info or spaces smuggled into the origin.
  if (!/^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i.test(host)) return '';
  const allowed = settings.allowedHosts.map(hostName);
  return allowed.includes(hostName(host)) ? `${request.protocol}://${host}` : '';
}
