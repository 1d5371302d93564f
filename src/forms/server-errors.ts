import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { ValidationErrors } from '@generated/model';
import { t } from '@/i18n';

/** Path ends that name one image or video of a media field: their errors show on the field (spec 2 §5.1). */
export const MEDIA_KEYS: ReadonlySet<string> = new Set([
  'desktop_default',
  'mobile_default',
  'app_default',
  'landscape',
  'portrait',
  'square',
  'horizontal',
]);

export interface ErrorSchemaOptions {
  /**
   * The shop-constrained section of the shop at this index of `appConfigs`: only `appConfigs.{index}.…` paths,
   * without that prefix. Without it: the shared values (every path except `appConfigs.…`).
   */
  appIndex?: number;
  /** The section's schema: its field titles replace `{{fieldKey}}`, and paths outside it are dropped. */
  schema?: RJSFSchema;
}

/** The schema of a child (object property or array item), if the path leads anywhere known. */
function childSchema(schema: RJSFSchema | undefined, key: string): RJSFSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties && typeof schema.properties[key] === 'object')
    return schema.properties[key] as RJSFSchema;
  if (/^\d+$/.test(key) && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items))
    return schema.items as RJSFSchema;
  return undefined;
}

/**
 * The server's validation errors (`{"dotted.path": [messages]}`, from a 422 or `meta.validation`) as the RJSF
 * error schema of one section, to pass as SchemaForm's `extraErrors` (memoise it: once per answer, not per
 * keystroke). An image or video key at the end of a path folds into its field as 'key - message; message'.
 */
export function validationToErrorSchema(
  errors: ValidationErrors | undefined,
  options: ErrorSchemaOptions = {},
): ErrorSchema {
  const result: Record<string, unknown> = {};
  const prefix = options.appIndex === undefined ? undefined : `appConfigs.${options.appIndex}.`;
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (!messages?.length) continue;
    let rest: string;
    if (prefix) {
      if (!path.startsWith(prefix)) continue;
      rest = path.slice(prefix.length);
    } else {
      if (path === 'appConfigs' || path.startsWith('appConfigs.')) continue;
      rest = path;
    }
    let keys = rest.split('.').filter(Boolean);
    let texts = messages;
    const last = keys[keys.length - 1] ?? '';
    if (keys.length > 1 && MEDIA_KEYS.has(last)) {
      keys = keys.slice(0, -1);
      texts = [`${last} - ${messages.join('; ')}`];
    }
    if (keys.length === 0) continue;
    let schema = options.schema;
    if (schema) {
      for (const key of keys) schema = childSchema(schema, key);
      if (!schema) continue;
    }
    const label = schema?.title ?? t('form.errors.unknownField');
    let node = result;
    for (const key of keys) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const list = (node.__errors ??= []) as string[];
    list.push(...texts.map((text) => text.replace(/\{\{\s*fieldKey\s*\}\}/g, label)));
  }
  return result as ErrorSchema;
}

/** Laravel's full sentences → the §5.1 short form (the field's label shows beside it). */
const SENTENCES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^must not be greater than (\d+)( characters| kilobytes)?$/,
    (m) => `may not be greater than ${m[1]}${m[2] ?? ''}`,
  ],
  [/^must not have more than (\d+) items?$/, (m) => `may not have more than ${m[1]} items`],
  [/^must be a valid date$/, () => 'is not a valid date'],
  [/^is required$/, () => 'field is required'],
  [/^is invalid$/, () => 'selected value is invalid'],
];

/**
 * A server message as the §5.1 short message: 'The internalName field must not be greater than 255 characters.'
 * → 'may not be greater than 255 characters', 'The selected tags.0.id is invalid.' → 'selected value is invalid'.
 * Messages already short stay as they are.
 */
export function shortMessage(message: string): string {
  if (/^The selected \S+ is invalid\.?$/.test(message)) return 'selected value is invalid';
  const sentence = /^The \S+ field (.+?)\.?$/.exec(message);
  if (!sentence) return message;
  const rest = sentence[1]!;
  for (const [pattern, short] of SENTENCES) {
    const match = pattern.exec(rest);
    if (match) return short(match);
  }
  return rest;
}

/** Every message of a 422's errors in the §5.1 short form. */
export function shortMessages(errors: ValidationErrors): ValidationErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => [path, (messages ?? []).map(shortMessage)]),
  );
}
