// Which leaf values differ between two versions of entity values: the 409 conflict panel (spec 2 "lost
// updates") and the history drawer's diff against a kept version.

export interface ValueDifference {
  path: string;
  mine: unknown;
  theirs: unknown;
}

function leaves(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) into.set(prefix, value);
    for (const [key, inner] of entries) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  if (value !== undefined) into.set(prefix, value);
}

/** Server facts that differ between versions without anyone editing them. */
const IGNORED = /(^|\.)(version|updatedAt|updatedByUser|createdAt|createdByUser|status|isDraft)(\.|$)/;

/** The dotted paths whose leaf values differ, in a stable order. */
export function valueDifferences(mine: unknown, theirs: unknown): ValueDifference[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  leaves(mine, '', left);
  leaves(theirs, '', right);
  const paths = [...new Set([...left.keys(), ...right.keys()])].filter((path) => !IGNORED.test(path)).sort();
  return paths
    .filter((path) => JSON.stringify(left.get(path)) !== JSON.stringify(right.get(path)))
    .map((path) => ({ path, mine: left.get(path), theirs: right.get(path) }));
}
