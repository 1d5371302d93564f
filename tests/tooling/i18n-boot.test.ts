import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_PREFIXES, bootSubset, readDictionary } from '@scripts/vite-i18n-boot.mjs';
import { en } from '@/i18n/en';

const root = resolve(import.meta.dirname, '../..');

/**
 * The source files the entry imports statically (the first screen's chunk) and the lazy parts that may run
 * before the signed-in app has installed every text (sign-in page, toasts, error screen, monitoring), following
 * `@/` and relative imports.
 */
function entryFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(
      /^(?:import|export) (?!type\b)[^;]*?from '([^']+)';/gms,
    )) {
      const base = specifier.startsWith('@/')
        ? join(root, 'src', specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : null;
      if (!base) continue;
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
      if (found) visit(found);
    }
  };
  for (const file of [
    'main.tsx',
    'features/auth/sign-in-page.tsx',
    'app/toast-stack.tsx',
    'app/error-screen.tsx',
    'app/monitoring.ts',
  ])
    visit(join(root, 'src', file));
  return [...seen];
}

describe('the first screen’s texts (scripts/vite-i18n-boot.mjs)', () => {
  it('reads the dictionary of en.ts and keeps the keys under the boot prefixes', () => {
    const dictionary = readDictionary(join(root, 'src', 'i18n', 'en.ts'));
    expect(dictionary).toEqual(en);
    const subset = bootSubset(dictionary);
    expect(subset['auth.signIn.submit']).toBe(en['auth.signIn.submit']);
    expect(Object.keys(subset).every((key) => BOOT_PREFIXES.some((p) => key.startsWith(p)))).toBe(true);
    expect(Object.keys(subset).length).toBeLessThan(Object.keys(en).length / 5);
  });

  it('covers every text the entry’s own modules show', () => {
    const files = entryFiles();
    expect(files.some((file) => file.endsWith('sign-in-screen.tsx'))).toBe(true);
    const keys = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([\w.-]+)(\$\{)?/g)].map(([, key = '']) => key),
    );
    expect(keys.length).toBeGreaterThan(10);
    const missing = keys.filter((key) => !BOOT_PREFIXES.some((prefix) => key.startsWith(prefix)));
    expect(missing).toEqual([]);
  });
});
