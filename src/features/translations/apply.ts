// Applying a delivered translation to a target shop's config (spec 2 §5.2, §8), pure. The request recorded
// every translatable value of the target shop as it was (one unit per value, with its path); applying
// replaces a value only while it is still what was recorded AND the vocabulary has a translation for it. A
// value edited since the request is never overwritten: it is reported as a conflict. A value that already
// holds its translation is left alone, so applying twice changes nothing the second time.
import type { ContentElement } from '@generated/model';
import type { AppConfigFormValues } from '@/entities';

export interface RecordedUnit {
  /** `field:seo.title`, `field:items.0.headline` or `block:{blockId}:headline.text`. */
  path: string;
  /** The target shop's value when the translation was requested (a key of the vocabulary). */
  source: string;
  label: string;
  blockType?: string | null;
}

export interface ApplyConflict {
  path: string;
  label: string;
  /** What the field holds now (absent when its block or item is gone). */
  current: string | undefined;
}

export interface ApplyResult {
  config: AppConfigFormValues;
  /** Values replaced by this apply. */
  applied: number;
  /** Values holding their translation (replaced now or by an earlier apply). */
  translated: number;
  /** Values whose source has no translation in the output. */
  untranslated: number;
  conflicts: ApplyConflict[];
}

export type DownloadOutcome = 'none' | 'full' | 'partial';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `block:480307:headline.text` → the block id and the attribute path; `field:a.b` → the field path. */
function parsePath(path: string): { blockId?: number; keys: string[] } | undefined {
  if (path.startsWith('field:')) return { keys: path.slice('field:'.length).split('.') };
  const match = /^block:(\d+):(.+)$/.exec(path);
  if (!match) return undefined;
  return { blockId: Number(match[1]), keys: match[2]!.split('.') };
}

const getIn = (data: unknown, keys: readonly string[]): unknown =>
  keys.reduce<unknown>((current, key) => {
    if (Array.isArray(current)) return current[Number(key)];
    return isRecord(current) ? current[key] : undefined;
  }, data);

/** A copy of `data` with `value` at `keys` (every container on the way copied, never mutated). */
function setIn(data: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[Number(key)] = setIn(copy[Number(key)], rest, value);
    return copy;
  }
  const record = isRecord(data) ? data : {};
  return { ...record, [key]: setIn(record[key], rest, value) };
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The value at a unit's path in the config (undefined when the field, block or item is gone). */
export function valueAtPath(config: AppConfigFormValues, path: string): string | undefined {
  const parsed = parsePath(path);
  if (!parsed) return undefined;
  if (parsed.blockId === undefined) return asText(getIn(config, parsed.keys));
  const block = (config.contentElements ?? []).find((element) => element.id === parsed.blockId);
  return block ? asText(getIn(block.attributes, parsed.keys)) : undefined;
}

function withValue(config: AppConfigFormValues, path: string, value: string): AppConfigFormValues {
  const parsed = parsePath(path)!;
  if (parsed.blockId === undefined) return setIn(config, parsed.keys, value) as AppConfigFormValues;
  return {
    ...config,
    contentElements: (config.contentElements ?? []).map((element): ContentElement =>
      element.id === parsed.blockId
        ? {
            ...element,
            attributes: setIn(element.attributes, parsed.keys, value) as ContentElement['attributes'],
          }
        : element,
    ),
  };
}

/**
 * Applies `output` (source → translation) to `config` by the recorded units. A unit's value is replaced when
 * it still equals the recorded source and the output has a non-empty translation for it; counted
 * untranslated when the output has none; a conflict when it was edited since the request.
 */
export function applyTranslation(
  config: AppConfigFormValues,
  units: readonly RecordedUnit[],
  output: Readonly<Record<string, string>>,
): ApplyResult {
  let next = config;
  let applied = 0;
  let translated = 0;
  let untranslated = 0;
  const conflicts: ApplyConflict[] = [];
  for (const unit of units) {
    const translation = output[unit.source];
    const wanted = translation !== undefined && translation !== '' ? translation : undefined;
    const current = valueAtPath(next, unit.path);
    if (wanted !== undefined && current === wanted) translated += 1;
    else if (current !== unit.source) conflicts.push({ path: unit.path, label: unit.label, current });
    else if (wanted === undefined) untranslated += 1;
    else {
      next = withValue(next, unit.path, wanted);
      applied += 1;
      translated += 1;
    }
  }
  return { config: next, applied, translated, untranslated, conflicts };
}

/** Which §8 message a download shows: nothing translated, everything, or only part. */
export function downloadOutcome(
  result: Pick<ApplyResult, 'translated' | 'untranslated' | 'conflicts'>,
): DownloadOutcome {
  if (result.translated === 0) return 'none';
  return result.untranslated > 0 || result.conflicts.length > 0 ? 'partial' : 'full';
}
