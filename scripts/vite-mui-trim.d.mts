import type { Plugin } from 'vite';
export function muiTrim(): Plugin;
