import { HttpError, serverMessage } from '@/api/errors';
import { isFilterKey } from './address-query';

/** A list call the server refused for its filter values (422): its message and the refused filters' messages. */
export interface RefusedFilters {
  message: string;
  /** Messages by address key (`f[ids]` …); empty when the server named no filter. */
  fields: Record<string, string[]>;
}

/**
 * Reads a 422 of the list call as refused filters (spec 1 §5: a value the server refuses shows its message
 * beside the filter and the page stays usable); any other error is not one (it goes to the error boundary).
 */
export function refusedFilters(error: unknown): RefusedFilters | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (isFilterKey(path) && messages.length) fields[path] = messages;
  }
  return { message: serverMessage(error) ?? error.message, fields };
}

/** Whether the list error should reach the error boundary: not a refused filter, and nothing to show. */
export function listErrorThrows(error: unknown, hasData: boolean): boolean {
  return !hasData && refusedFilters(error) === undefined;
}
