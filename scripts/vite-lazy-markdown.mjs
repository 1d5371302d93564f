// Vite plugin: RJSF's static imports of `markdown-to-jsx/react` resolve to src/forms/lazy-markdown.tsx, which
// loads the parser when a Markdown text is rendered (rarely: see there). Only RJSF's imports are redirected.
import { join } from 'node:path';

export function lazyMarkdown(root) {
  const wrapper = join(root, 'src', 'forms', 'lazy-markdown.tsx');
  return {
    name: 'content-lazy-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'markdown-to-jsx/react' || !importer) return null;
      return /[\\/]@rjsf[\\/]/.test(importer) ? wrapper : null;
    },
  };
}
