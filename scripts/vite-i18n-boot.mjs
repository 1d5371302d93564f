// Vite plugin (build only): the first screen's texts without the whole dictionary. `src/i18n/boot.ts`
// re-exports all of `en.ts` for the dev server, the tests and the pre-rendered shell; in the built app it
// becomes just the keys under BOOT_PREFIXES (sign-in, errors, loading, toasts), and the full dictionary comes
// with the signed-in app: src/app/routed-app.tsx imports `src/i18n/complete.ts` first, so it is installed before
// any of the app's modules runs (some call t() at import time). The sign-in route thus loads ~1 KB of texts
// instead of ~10 KB (gzipped).
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { transformSync } from 'esbuild';

/** Keys whose texts the first screen (sign-in, error screen, loading, toasts) shows. */
export const BOOT_PREFIXES = ['app.', 'environment.', 'auth.signIn.', 'validation.', 'error.'];

/** The dictionary of en.ts, evaluated (a plain object literal of strings). */
export function readDictionary(file) {
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'cjs' });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports.en;
}

/** The entries of `dictionary` under `prefixes`. */
export function bootSubset(dictionary, prefixes = BOOT_PREFIXES) {
  return Object.fromEntries(
    Object.entries(dictionary).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
}

export function i18nBoot(root) {
  const bootFile = normalize(join(root, 'src', 'i18n', 'boot.ts'));
  const enFile = join(root, 'src', 'i18n', 'en.ts');
  return {
    name: 'content-i18n-boot',
    apply: 'build',
    load(id) {
      if (normalize(id.split('?')[0]) !== bootFile) return null;
      this.addWatchFile(enFile);
      const subset = bootSubset(readDictionary(enFile));
      return `export const bootMessages = ${JSON.stringify(subset)};\n`;
    },
  };
}
