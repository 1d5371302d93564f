import type { Plugin } from 'vite';

export const BOOT_PREFIXES: readonly string[];
export function readDictionary(file: string): Record<string, string>;
export function bootSubset(
  dictionary: Record<string, string>,
  prefixes?: readonly string[],
): Record<string, string>;
export function i18nBoot(root: string): Plugin;
