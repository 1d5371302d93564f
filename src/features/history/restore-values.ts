// What Restore puts into the form (issue 12: it loads into the form as unsaved changes): the kept state's
// content, with what the server owns taken from the current values — like the server's own restore, the
// publish flags stay as they are (a restore never publishes), and the version stays the current one so the
// following Save is a normal update.
import type { AppConfigFormValues, EntityFormValues } from '@/entities/editor-slots';
import { SERVER_CONFIG_FIELDS, SERVER_ENTITY_FIELDS } from '@/entities/server-fields';

type Plain = Record<string, unknown>;

/** Entity facts never restored: what the server owns, and the publish flag (a restore never publishes). */
const ENTITY_FACTS = [...SERVER_ENTITY_FIELDS, 'isPublished'];

/** Shop-config facts: the config row's id (same shop, same row) and what the server derives, publish flag included. */
const CONFIG_FACTS = ['id', ...SERVER_CONFIG_FIELDS];

const isPlain = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `kept` over `current`, the facts from `current` (absent when it has none). */
function overlay(current: Plain | undefined, kept: Plain, facts: readonly string[]): Plain {
  const result: Plain = { ...current, ...kept };
  for (const fact of facts) {
    if (current && fact in current) result[fact] = current[fact];
    else delete result[fact];
  }
  return result;
}

/**
 * The form values after restoring `kept` (a version's `data`): its shared values and its shops' configs
 * (shops added since are gone, removed ones come back), the current facts, flags and version. Keys the kept
 * state lacks (includes it was not kept with) keep their current value.
 */
export function restoredValues(current: EntityFormValues, kept: unknown): EntityFormValues {
  const data = isPlain(kept) ? kept : {};
  const byApp = new Map(current.appConfigs.map((config) => [config.appId, config as Plain]));
  const keptConfigs = Array.isArray(data.appConfigs) ? data.appConfigs.filter(isPlain) : [];
  const appConfigs = keptConfigs.map(
    (config) =>
      overlay(byApp.get(config.appId as number), config, CONFIG_FACTS) as unknown as AppConfigFormValues,
  );
  return { ...overlay(current as Plain, data, ENTITY_FACTS), appConfigs } as EntityFormValues;
}
