// What list pages keep in memory of the entities they answered: the row and its shop configs, under the
// signature of the state they were read in (`signature`: the revisions the database gives every insert and
// update of an entity and of its configs, plus the number of configs). A list reads only the page's keys
// and signatures, and the rows whose signature differs from the kept one, so nothing kept is ever answered
// after a change by any writer, in this process or another. Least recently used entries go first.

/** The signature SQL reads of an entity row `e` (`revision.maxConfigRevision.configCount`). */
export type RowSignature = string;

export class RowCache<Value> {
  private readonly entries = new Map<number, { signature: RowSignature; value: Value }>();

  constructor(private readonly capacity: number) {}

  /** The value kept for `id` in the state `signature`, or undefined. */
  get(id: number, signature: RowSignature): Value | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.signature !== signature) return undefined;
    // Map order is the eviction order: a hit moves to the end.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.value;
  }

  set(id: number, signature: RowSignature, value: Value): void {
    this.entries.delete(id);
    this.entries.set(id, { signature, value });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Freezes a value and everything in it: kept rows are shared by every answer, so none may change them. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
