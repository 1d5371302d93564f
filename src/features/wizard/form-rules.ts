// The form-state rules of the wizard (spec 2 §4.1, §5.2): new-entity values, duplicate, add and remove shop,
// dirty, the save payload, when Save is disabled, the entity name and the page title. Pure functions.
import type { EntityType, Tenant } from '@generated/model';
import { getEntityConfig } from '@/entities';
import type { AppConfigFormValues, EntityFormValues } from '@/entities/editor-slots';
import type { PublishFlags } from '@/entities/publish-flags';
import { SERVER_CONFIG_FIELDS, SERVER_ENTITY_FIELDS } from '@/entities/server-fields';
import { t } from '@/i18n';
import type { PlainValues } from './form-defaults';

/** Types without shop configs: their values have an empty `appConfigs` that is never sent. */
const SHOPLESS_TYPES: ReadonlySet<EntityType> = new Set(['tag', 'tag-group', 'image', 'video', 'block-type']);

export const isShopless = (type: EntityType) => SHOPLESS_TYPES.has(type);

/** Tag groups whose tags cannot be saved (spec 2 §5.2). */
export const NON_EDITABLE_TAG_GROUPS: readonly string[] = ['brands', 'influencer'];

/** The keys an entity's name may live under, in order (spec 2 §3 "Entity name"). */
export const NAME_KEYS: readonly string[] = ['internalName', 'name'];

const COPY_SUFFIX = ' - Copy';

/** A fresh shop config: the schema's shop-constrained defaults, the shop and an optional constraint. */
export function newAppConfig(
  appId: number,
  appDefaults: PlainValues,
  constraint: PlainValues = {},
): AppConfigFormValues {
  return { ...structuredClone(appDefaults), ...constraint, appId };
}

/**
 * A new entity: empty internalName (unless the schema gives a default) plus one config per default shop —
 * every tenant shop for a custom page, the main shop for the others.
 */
export function newEntityValues(
  type: EntityType,
  tenant: Pick<Tenant, 'mainAppId'> & { apps: ReadonlyArray<{ id: number }> },
  sharedDefaults: PlainValues,
  appDefaults: PlainValues,
): EntityFormValues {
  const appIds = isShopless(type)
    ? []
    : type === 'custom-page'
      ? tenant.apps.map((app) => app.id)
      : [tenant.mainAppId];
  return {
    internalName: '',
    ...structuredClone(sharedDefaults),
    appConfigs: appIds.map((appId) => newAppConfig(appId, appDefaults)),
  } as EntityFormValues;
}

/** Appends a config per shop not yet there (spec 2 §4.1 "Add shop"). */
export function addShops(
  values: EntityFormValues,
  appIds: readonly number[],
  appDefaults: PlainValues,
): EntityFormValues {
  const present = new Set(values.appConfigs.map((config) => config.appId));
  const added = appIds.filter((id) => !present.has(id)).map((id) => newAppConfig(id, appDefaults));
  return added.length ? { ...values, appConfigs: [...values.appConfigs, ...added] } : values;
}

/** Deletes the shop's config (the caller has asked for confirmation). */
export function removeShop(values: EntityFormValues, appId: number): EntityFormValues {
  return { ...values, appConfigs: values.appConfigs.filter((config) => config.appId !== appId) };
}

/** A new block id: 6 numeric digits, unique among `taken`. */
export function newBlockId(taken: Set<number>, random: () => number = Math.random): number {
  for (;;) {
    const id = 100000 + Math.floor(random() * 900000);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

const suffixed = (value: unknown) => (typeof value === 'string' ? `${value}${COPY_SUFFIX}` : value);

/** Server-side facts a copy must not carry over (it is a new entity). */
const ENTITY_FACTS = ['id', 'version', 'status', 'isDraft', 'isPublished', 'createdAt', 'updatedAt'];
const CONFIG_FACTS = ['id', 'status', 'isDraft', 'isPublished'];

function without<T extends PlainValues>(record: T, keys: readonly string[]): T {
  const copy: PlainValues = { ...record };
  for (const key of keys) delete copy[key];
  return copy as T;
}

/**
 * The duplicate of an entity (spec 2 §4.1): its name gets ' - Copy'; every status, isDraft and published flag
 * is removed, as are the ids of the entity and its configs; content blocks get new 6-digit ids; a custom page's
 * config names get the suffix too.
 */
export function duplicateValues(
  type: EntityType,
  source: EntityFormValues,
  random: () => number = Math.random,
): EntityFormValues {
  const copy = without(structuredClone(source), ENTITY_FACTS);
  const nameKey = NAME_KEYS.find((key) => copy[key] !== undefined && copy[key] !== null);
  if (nameKey) copy[nameKey] = suffixed(copy[nameKey]);
  const taken = new Set<number>();
  copy.appConfigs = (copy.appConfigs ?? []).map((config) => {
    const next = without(config, CONFIG_FACTS);
    if (type === 'custom-page' && typeof next.name === 'string' && next.name !== '') {
      next.name = suffixed(next.name) as string;
    }
    if (next.contentElements) {
      next.contentElements = next.contentElements.map((block) => ({
        ...block,
        id: newBlockId(taken, random),
      }));
    }
    return next;
  });
  return copy;
}

/**
 * A comparable form of values: undefined entries, empty texts (an emptied field is '', spec 2 §5.1's form
 * defect) and empty objects do not count as content.
 */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    const result: PlainValues = {};
    for (const key of Object.keys(value).sort()) {
      const inner = normalise((value as PlainValues)[key]);
      if (inner === undefined || inner === '') continue;
      if (
        inner !== null &&
        typeof inner === 'object' &&
        !Array.isArray(inner) &&
        Object.keys(inner).length === 0
      )
        continue;
      result[key] = inner;
    }
    return result;
  }
  return value;
}

/** The comparable text of values (compute the baseline's once, not on every keystroke). */
export function comparable(values: unknown): string {
  return JSON.stringify(normalise(values));
}

/** Dirty: any change of the values, an added or a removed shop included (spec 2 §4.1). */
export function isDirty(values: unknown, baseline: unknown): boolean {
  return comparable(values) !== comparable(baseline);
}

/** The entity's name: the first defined name key, trimmed (spec 2 §3). */
export function entityName(values: PlainValues | undefined): string {
  if (!values) return '';
  const key = NAME_KEYS.find((candidate) => values[candidate] !== undefined && values[candidate] !== null);
  return key ? String(values[key]).trim() : '';
}

/** '{type page title} > {name or 'Untitled'}' (spec 2 §2.1). */
export function pageTitle(type: EntityType, values: PlainValues | undefined): string {
  return `${getEntityConfig(type).plural} > ${entityName(values) || t('wizard.untitled')}`;
}

/** A tag of a non-editable group, or such a tag group (spec 2 §5.2). */
export function isNonEditableTagGroup(type: EntityType, values: PlainValues | undefined): boolean {
  if (!values) return false;
  if (type === 'tag-group') {
    return values.isEditable === false || NON_EDITABLE_TAG_GROUPS.includes(String(values.key));
  }
  if (type === 'tag') {
    const group = values.group ?? (values.tagGroup as { key?: unknown } | undefined)?.key;
    return NON_EDITABLE_TAG_GROUPS.includes(String(group));
  }
  return false;
}

/** Save is disabled if not dirty, busy, view-only or a non-editable tag group (spec 2 §5.2). */
export function isSaveDisabled(state: {
  type: EntityType;
  values: PlainValues | undefined;
  dirty: boolean;
  busy: boolean;
  readOnly: boolean;
}): boolean {
  return !state.dirty || state.busy || state.readOnly || isNonEditableTagGroup(state.type, state.values);
}

export type SavePayload = PlainValues & {
  internalName?: string;
  appConfigs?: PlainValues[];
  version?: number;
};

/**
 * The save body (spec 2 §4.1, §7): page kinds add `type`, a custom page its `parentId` (when known) and the
 * first shop's name as internalName when that is empty, a bundle keeps `isPublished`; an update carries the
 * `version` it is based on. With an id it is an update, else a create. A publish (spec 2 §4.1) is the same
 * body with `options.publish`: the entity's `isPublished` (bundle) or each shop's `appConfigs[].isPublished`.
 */
export function savePayload(
  type: EntityType,
  values: EntityFormValues,
  options: { parentId?: number | undefined; publish?: PublishFlags } = {},
): SavePayload {
  const config = getEntityConfig(type);
  const { publish } = options;
  const payload: SavePayload = without(structuredClone(values) as PlainValues, SERVER_ENTITY_FIELDS);
  if (type !== 'bundle') delete payload.isPublished;
  if (publish?.level === 'entity') payload.isPublished = publish.isPublished;
  if (config.pageType) payload.type = config.pageType;
  const configs = (values.appConfigs ?? []).map((appConfig) => {
    const body = without(appConfig as PlainValues, SERVER_CONFIG_FIELDS);
    const flag = publish?.level === 'appConfig' ? publish.shops[appConfig.appId] : undefined;
    return flag === undefined ? body : { ...body, isPublished: flag };
  });
  if (isShopless(type) && configs.length === 0) delete payload.appConfigs;
  else payload.appConfigs = configs;
  if (type === 'custom-page') {
    const parentId = values.parentId ?? options.parentId;
    if (parentId !== undefined && parentId !== null) payload.parentId = parentId;
    const internalName = typeof values.internalName === 'string' ? values.internalName.trim() : '';
    if (internalName === '') {
      const firstName = values.appConfigs[0]?.name;
      payload.internalName = typeof firstName === 'string' ? firstName : '';
    }
  }
  if (values.id !== undefined && values.version !== undefined) payload.version = values.version;
  return payload;
}
