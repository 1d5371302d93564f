// meta.validation: the content-completeness problems of a saved entity, from the rules of its form schema
// (required fields, maximum lengths, select options, links, distinct ids, default images, visibility order,
// slot sizes) and of its blocks' types. Laravel-style dotted paths (`appConfigs.0.name`,
// `appConfigs.1.contentElements.0.attributes.text`) → messages of the §5.1 catalogue. Saving never fails on
// these; publishing a shop with problems does. (Unique slugs need the database: services/entities/save-validation.)
//   validateEntity(type, entity, blockSchemas?) → ValidationErrors ({} when complete)
import type { Entity, FormNode, ValidationErrors } from '@generated/model';
import type { EntityType } from '@server/services/entities/types';
import { formSchemaOf } from '../forms';
import { fieldMessages } from './catalogue';
import { rulesOfBlock, rulesOfSections, type EntityRules, type FieldRule } from './rules';

const cache = new Map<EntityType, EntityRules>();
/** Block rules per schema object (the schemas of one request are shared by all its elements). */
const blockCache = new WeakMap<FormNode[], FieldRule[]>();

function blockRules(schema: FormNode[]): FieldRule[] {
  let rules = blockCache.get(schema);
  if (!rules) {
    rules = rulesOfBlock(schema);
    blockCache.set(schema, rules);
  }
  return rules;
}

function rulesOf(type: EntityType): EntityRules {
  let rules = cache.get(type);
  if (!rules) {
    rules = rulesOfSections(formSchemaOf(type).data);
    cache.set(type, rules);
  }
  return rules;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** Every (concrete path, value) a rule path names in `root`: `*` expands over the array's items. */
function valuesAt(root: unknown, path: string, prefix: string): [string, unknown][] {
  const [head, ...rest] = path.split('.');
  const at = (key: string, value: unknown): [string, unknown][] => {
    const concrete = prefix ? `${prefix}.${key}` : key;
    return rest.length ? valuesAt(value, rest.join('.'), concrete) : [[concrete, value]];
  };
  if (head === '*') {
    return Array.isArray(root) ? root.flatMap((item, i) => at(String(i), item)) : [];
  }
  const value =
    typeof root === 'object' && root !== null ? (root as Record<string, unknown>)[head!] : undefined;
  // Below a missing object only the leaf itself is reported (no array items to expand).
  if (value === undefined && rest.includes('*')) return [];
  return at(head!, value);
}

/** An http(s) address, or a path, anchor or mail link on the shop. */
const isLink = (value: string) => /^(https?:\/\/[^\s/]+[^\s]*|[/#][^\s]*|mailto:[^\s]+)$/.test(value);

function problemsOf(
  rule: FieldRule,
  value: unknown,
  add: (path: string, message: string) => void,
  path: string,
) {
  if (isEmpty(value)) {
    if (rule.required) add(path, rule.list ? fieldMessages.array() : fieldMessages.required());
    return;
  }
  if (rule.maxLength !== undefined && typeof value === 'string' && value.length > rule.maxLength)
    add(path, fieldMessages.max(rule.maxLength, 'string'));
  if (rule.options && !rule.options.includes(value)) add(path, fieldMessages.in());
  if (rule.url && typeof value === 'string' && !isLink(value.trim())) add(path, fieldMessages.url());
  if (rule.distinct && Array.isArray(value)) {
    const seen = new Set<unknown>();
    value.forEach((item, i) => {
      if (seen.has(item)) add(`${path}.${i}`, fieldMessages.distinct());
      seen.add(item);
    });
  }
  const defaultKey = rule.mediaKeys?.[0];
  if (
    rule.required &&
    defaultKey &&
    typeof value === 'object' &&
    isEmpty((value as Record<string, unknown>)[defaultKey])
  )
    add(`${path}.${defaultKey}`, fieldMessages.required());
}

function check(errors: ValidationErrors, rules: FieldRule[], root: unknown, prefix: string) {
  const add = (path: string, message: string) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  for (const rule of rules) {
    for (const [path, value] of valuesAt(root, rule.path, prefix)) problemsOf(rule, value, add, path);
  }
}

interface ElementLike {
  type?: string;
  attributes?: unknown;
  position?: { slot?: string };
}

export function validateEntity(
  type: EntityType,
  entity: Pick<Entity, 'appConfigs'> & Record<string, unknown>,
  blockSchemas: Map<string, FormNode[]> = new Map(),
): ValidationErrors {
  const rules = rulesOf(type);
  const errors: ValidationErrors = {};
  check(errors, rules.shared, entity, '');
  (entity.appConfigs ?? []).forEach((config, n) => {
    const base = `appConfigs.${n}`;
    check(errors, rules.app, config, base);
    if (
      config.activeFrom &&
      config.activeUntil &&
      Date.parse(config.activeUntil) <= Date.parse(config.activeFrom)
    ) {
      errors[`${base}.activeUntil`] = [fieldMessages.after('activeFrom')];
    }
    const elements = (config.contentElements ?? []) as ElementLike[];
    elements.forEach((element, i) => {
      const schema = element.type ? blockSchemas.get(element.type) : undefined;
      if (schema)
        check(
          errors,
          blockRules(schema),
          element.attributes ?? {},
          `${base}.contentElements.${i}.attributes`,
        );
    });
    for (const slot of rules.slots) {
      const used = elements.filter((e) => e.position?.slot === slot.name).length;
      if (slot.maxItems !== undefined && used > slot.maxItems) {
        errors[`${base}.contentElements`] = [
          ...(errors[`${base}.contentElements`] ?? []),
          fieldMessages.max(slot.maxItems, 'array'),
        ];
      }
    }
  });
  return errors;
}
