import type { Plugin } from 'vite';

export function lazyMarkdown(root: string): Plugin;
