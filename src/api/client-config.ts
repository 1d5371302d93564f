import type { ClientConfigResponse } from '@generated/model';
import { apiBasePath } from '@generated/public-operations';

/**
 * `GET /client-config` (public, `security: []`) with the browser's fetch instead of the generated client:
 * the sign-in screen asks it for the demo account's hint right after its first paint, and the generated
 * client would bring axios (~21 KB gzipped) onto the sign-in route before anyone types. The path is the
 * generated client's (a unit test compares it with `getGetClientConfigQueryKey()`).
 */
export const CLIENT_CONFIG_URL = `${apiBasePath}/client-config`;

export async function fetchClientConfig(): Promise<ClientConfigResponse> {
  const response = await fetch(CLIENT_CONFIG_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${CLIENT_CONFIG_URL} answered ${response.status}`);
  return (await response.json()) as ClientConfigResponse;
}
