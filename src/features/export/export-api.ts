// The export call of an entity type, from the registry (generated/entity-clients.ts: the page kinds send
// their type filter, profiles their path type); a type may export when the contract gives it an export call
// and does not disallow it.
import { entityClients } from '@generated/entity-clients';
import type { ExportRequest } from '@generated/model';
import { getEntityConfig, type EntityType } from '@/entities';

/** Only 204 is a success (spec 1 §4.8); anything else is raised as an error by the API layer. */
const ONLY_204 = { validateStatus: (status: number) => status === 204 };

type ExportCall = (body: ExportRequest) => Promise<void>;

/** The export call of a type; a developer error for a type without one. */
export function exportCall(type: EntityType): ExportCall {
  const calls = entityClients[type];
  if (!canExport(type) || !('export' in calls)) throw new Error(`Unknown resource type for export: ${type}`);
  return (body) => calls.export(body, ONLY_204);
}

export function canExport(type: EntityType): boolean {
  return !getEntityConfig(type).disallowExport && 'export' in entityClients[type];
}
