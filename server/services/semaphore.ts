// A tiny counting semaphore: at most `limit` tasks run at once, the others wait in order. Used to bound
// CPU- and memory-heavy work such as image resizing (issue 7 §2).
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and waiting now. */
  readonly active: number;
  readonly waiting: number;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`semaphore limit must be ≥ 1, not ${limit}`);
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      else active += 1;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter (active stays the same) or free it.
        const next = queue.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
