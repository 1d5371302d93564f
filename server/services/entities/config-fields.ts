// configFields (contract: components/parameters.yaml#/ConfigFields): what a list keeps of each embedded shop
// config. Every config keeps the contract's required fields; besides them only the named paths: a field or
// part (`streamProductCount`, `preview`), a path into one (`preview.imagesByType.desktop_default.hash`), and
// either may start with a config's position within its entity (`0.preview…`: the first config only), as the
// overview's cells name them below `appConfigs.`.
import type { AppConfig } from '@generated/model';

/** What every shop config carries, whatever configFields names (the contract's required AppConfig fields). */
export const REQUIRED_CONFIG_FIELDS = ['id', 'appId', 'status', 'isDraft', 'isPublished'] as const;

export interface ConfigPath {
  /** Only the config at this position within its entity; every config when undefined. */
  position?: number;
  /** The config's own field or part. */
  key: string;
  /** The path below it; empty for the whole value. */
  path: string[];
}

/** The paths of a configFields value (a comma list already split); empty names are ignored. */
export function parseConfigFields(names: Iterable<string>): ConfigPath[] {
  const paths: ConfigPath[] = [];
  for (const name of names) {
    const parts = name.split('.').filter(Boolean);
    const position = parts[0] !== undefined && /^\d{1,4}$/.test(parts[0]) ? Number(parts.shift()) : undefined;
    const [key, ...path] = parts;
    if (key) paths.push({ ...(position === undefined ? {} : { position }), key, path });
  }
  // Whole values first: a path into a value already kept whole adds nothing.
  return paths.sort((a, b) => a.path.length - b.path.length);
}

/** The config fields and parts any of the paths reads (to keep them in SQL). */
export const keptKeys = (paths: readonly ConfigPath[]) => new Set(paths.map((p) => p.key));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The config at `position` within its entity, cut to the required fields and the paths. */
export function narrowConfig(config: AppConfig, paths: readonly ConfigPath[], position: number): AppConfig {
  const narrowed: Record<string, unknown> = {};
  for (const key of REQUIRED_CONFIG_FIELDS) narrowed[key] = config[key];
  const whole = new Set<string>();
  for (const { position: only, key, path } of paths) {
    if ((only !== undefined && only !== position) || !(key in config) || whole.has(key)) continue;
    if (!path.length) {
      narrowed[key] = config[key];
      whole.add(key);
      continue;
    }
    let value: unknown = config[key];
    for (const part of path) value = isObject(value) ? value[part] : undefined;
    if (value === undefined) continue;
    let target = narrowed;
    for (const part of [key, ...path.slice(0, -1)]) {
      if (!isObject(target[part])) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1]!] = value;
  }
  return narrowed as AppConfig;
}
