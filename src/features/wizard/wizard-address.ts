// The detail route's address (spec 2 §2.1): `{overviewPath}/{id}/{step?}` with id numeric or 'new', and the
// query parameters action=duplicate, f[parentId], f[appId] and f[activeBlockId].
import { PARENT_KEY } from '@/entities/paths';
import type { EntityFormValues } from '@/entities/editor-slots';

export const APP_KEY = 'f[appId]';
export const ACTIVE_BLOCK_KEY = 'f[activeBlockId]';
const ACTION_KEY = 'action';

export interface WizardAddress {
  /** null for 'new'; undefined when the id is neither numeric nor 'new' (404). */
  id: number | null | undefined;
  duplicate: boolean;
  parentId?: number;
  appId?: number;
  activeBlockId?: number;
}

const numeric = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

export function readAddress(idSegment: string | undefined, params: URLSearchParams): WizardAddress {
  const id = idSegment === 'new' ? null : numeric(idSegment ?? null);
  const parentId = numeric(params.get(PARENT_KEY));
  const appId = numeric(params.get(APP_KEY));
  const activeBlockId = numeric(params.get(ACTIVE_BLOCK_KEY));
  return {
    id,
    duplicate: params.get(ACTION_KEY) === 'duplicate',
    ...(parentId !== undefined ? { parentId } : {}),
    ...(appId !== undefined ? { appId } : {}),
    ...(activeBlockId !== undefined ? { activeBlockId } : {}),
  };
}

/** The query string without the duplicate action (after a duplicate starts, spec 2 §2.1). */
export function withoutAction(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ACTION_KEY);
  return next;
}

/** `params` with one numeric parameter set (or removed with undefined). */
export function withParam(params: URLSearchParams, key: string, value: number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined) next.delete(key);
  else next.set(key, String(value));
  return next;
}

/** What the wizard reads of the navigation state. */
export interface WizardLocationState {
  /** Navigations the wizard makes itself (after a create) pass the leave guard. */
  bypassLeaveGuard?: boolean;
  /** Where the back link goes (the overview the user came from, with its filters). */
  overviewPath?: string;
  /** The values of a duplicate being created. */
  duplicate?: EntityFormValues;
}

export function locationState(state: unknown): WizardLocationState {
  return state && typeof state === 'object' ? (state as WizardLocationState) : {};
}

/** The state every navigation inside the wizard carries on: where the back link goes (spec 2 §2.1). */
export function keptState(state: unknown): WizardLocationState {
  const { overviewPath } = locationState(state);
  return overviewPath ? { overviewPath } : {};
}

/** Whether `pathname` is inside the wizard at `basePath` (its steps). */
export function insideWizard(pathname: string, basePath: string): boolean {
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}
