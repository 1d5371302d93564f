// The bounded variant cache (issue 7 §2): least recently used variants leave once the total passes the limit.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSemaphore } from '@server/services/semaphore';
import { createVariantCache } from '@server/services/variant-cache';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-cache-'));
  dirs.push(dir);
  return dir;
};
const diskBytes = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

const name = (letter: string) => `${letter.repeat(64)}-w128-q80.jpeg`;
const bytes = (n: number) => Buffer.alloc(n, 1);

describe('createVariantCache', () => {
  it('evicts the least recently used variant beyond the limit', async () => {
    const dir = tempDir();
    const cache = createVariantCache(dir, 1000);
    await cache.put(name('a'), bytes(400));
    await cache.put(name('b'), bytes(400));
    expect(await cache.get(name('a'))).toBeDefined(); // a is now the most recent
    await cache.put(name('c'), bytes(400));
    expect(await cache.get(name('b'))).toBeUndefined();
    expect(await cache.get(name('a'))).toBeDefined();
    expect(await cache.get(name('c'))).toBeDefined();
    expect(cache.bytes).toBe(800);
    expect(diskBytes(dir)).toBe(800);
  });

  it('never keeps more than the limit on disk, also across a restart', async () => {
    const dir = tempDir();
    const first = createVariantCache(dir, 10_000);
    for (const letter of 'abcdef') await first.put(name(letter), bytes(3000));
    expect(diskBytes(dir)).toBeLessThanOrEqual(10_000);
    // A restart with a smaller limit trims what the folder holds.
    const second = createVariantCache(dir, 4000);
    await second.put(name('g'), bytes(1000));
    expect(diskBytes(dir)).toBeLessThanOrEqual(4000);
    expect(await second.get(name('g'))).toBeDefined();
  });

  it('does not store a variant larger than the whole cache', async () => {
    const dir = tempDir();
    const cache = createVariantCache(dir, 100);
    await cache.put(name('a'), bytes(200));
    expect(await cache.get(name('a'))).toBeUndefined();
  });
});

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once, in order', async () => {
    const semaphore = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) =>
      semaphore.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(i);
        running -= 1;
        return i;
      });
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map(task))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(semaphore.active).toBe(0);
    expect(semaphore.waiting).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });
});
