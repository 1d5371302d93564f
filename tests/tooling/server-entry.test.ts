// build/server.mjs turns on Node's compile cache before the compiled server (build/server-app.mjs) loads
// (scripts/build-server.mjs, issue 28): the modules it loads fill the cache, and a cache folder that cannot
// be made leaves the server starting as without it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY_SOURCE } from '@scripts/build-server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'content-server-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'server.mjs'), SERVER_ENTRY_SOURCE);
// A stand-in for the bundle: says which cache folder is on and loads a module of its own.
writeFileSync(
  join(dir, 'server-app.mjs'),
  "import module from 'node:module';\nimport { answer } from './part.mjs';\n" +
    'console.log(JSON.stringify({ cache: module.getCompileCacheDir?.() ?? null, answer }));\n',
);
writeFileSync(join(dir, 'part.mjs'), 'export const answer = [1, 2, 3].map((n) => n * 2).join(",");\n');

function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [join(dir, 'server.mjs')], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  });
  return {
    status: run.status,
    stderr: run.stderr,
    out: JSON.parse(run.stdout) as { cache: string | null; answer: string },
  };
}

describe('the compiled server entry', () => {
  // Node's default folder, os.tmpdir()/node-compile-cache (NODE_COMPILE_CACHE alone would turn the cache on
  // without the entry).
  it('turns the compile cache on before the server loads, and the modules land in it', () => {
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const cache = join(tmp, 'node-compile-cache');
    const first = start({ TMPDIR: tmp });
    expect(first.status).toBe(0);
    expect(first.out.answer).toBe('2,4,6');
    expect(first.out.cache).toMatch(new RegExp(`^${cache}`));
    const entries = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    // server-app.mjs and part.mjs at least (the entry itself loaded before the cache was on).
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(start({ TMPDIR: tmp }).status).toBe(0);
  });

  it('starts as without it when the cache folder cannot be made', () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const run = start({ TMPDIR: blocker });
    expect(run.status).toBe(0);
    expect(run.out).toEqual({ cache: null, answer: '2,4,6' });
  });

  it('NODE_DISABLE_COMPILE_CACHE turns it off', () => {
    const run = start({ TMPDIR: dir, NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(run.status).toBe(0);
    expect(run.out.cache).toBeNull();
  });
});
