import Axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { isPublicOperation } from '@generated/public-operations';
import { readToken } from '../lib/token-storage';
import { EDIT_SESSION_HEADER, editSessionId } from './edit-session';
import { HttpError, NotFoundError } from './errors';
import { featureFlagHeaders, getFeatureFlags } from './feature-flags';

/** Drops empty values (spec 1 §7: "empty parameter values are omitted") and joins lists with commas. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      search.append(key, value.join(','));
    } else {
      search.append(key, String(value));
    }
  }
  return search.toString();
}

export const axiosInstance = Axios.create({ paramsSerializer: { serialize: serializeParams } });

/** Maps an axios failure onto the app's one error type, HttpError (NotFoundError for a 404). */
function toApiError(error: unknown): Error {
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) return new HttpError(error.message || 'Network Error', 0);
    const body: unknown = response.data;
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText || String(response.status);
    if (response.status === 404) return new NotFoundError(message, body);
    return new HttpError(message, response.status, body);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** The request headers of one call: feature flags always, the bearer token and the tab's editing session for protected calls. */
function requestHeaders(method: string, url: string): Record<string, string> {
  const headers = featureFlagHeaders(getFeatureFlags());
  if (!isPublicOperation(method, url)) {
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // The tab's editing session: a write while another tab holds the edit lock answers 423.
    headers[EDIT_SESSION_HEADER] = editSessionId();
  }
  return headers;
}

/** The orval mutator: every generated function calls the API through here. Answers the body. */
export async function apiRequest<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const method = (options?.method ?? config.method ?? 'GET').toUpperCase();
  const url = options?.url ?? config.url ?? '';
  try {
    const response = await axiosInstance.request<T>({
      ...config,
      ...options,
      headers: { ...requestHeaders(method, url), ...config.headers, ...options?.headers },
    });
    // Development and mock mode: the answer is parsed with the contract's zod validator (contract-check.ts);
    // the production build drops this branch and never loads the validators.
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test')
      void import('./contract-check').then(({ verifyAnswer }) =>
        verifyAnswer(method, url, response.status, response.data),
      );
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

export type ErrorType<E> = HttpError & { body?: E };
export type BodyType<B> = B;
