/** The keys a media set shows: the node's keys, else the value's own keys, else the defaults. */
export function setKeys(
  keys: readonly string[] | undefined,
  value: object | null | undefined,
  defaults: readonly string[],
): string[] {
  if (keys?.length) return [...keys];
  const own = value ? Object.keys(value) : [];
  return own.length ? own : [...defaults];
}

/** The set with `key` set to `item`, or without it when `item` is undefined; an empty set is no value. */
export function withSetKey<T>(
  set: Record<string, T> | null | undefined,
  key: string,
  item: T | undefined,
): Record<string, T> | undefined {
  const next = { ...set };
  if (item === undefined) delete next[key];
  else next[key] = item;
  return Object.keys(next).length ? next : undefined;
}
