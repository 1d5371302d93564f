import type { Plugin } from 'vite';

export function preloadTrim(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
};
