import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as MarkdownComponent } from 'markdown-to-jsx/react';

// RJSF renders Markdown only where a form asks for it (`ui:enableMarkdownInDescription`/`…InHelp`, none of
// ours does) and in its configuration-error texts, yet imports the parser (~25 KB gzipped) statically. The
// build points RJSF's import here (scripts/vite-lazy-markdown.mjs): the parser loads when a text needs it,
// showing the plain text meanwhile.
const RealMarkdown = lazy(() =>
  import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })),
);

export function Markdown(props: ComponentProps<typeof MarkdownComponent>) {
  return (
    <Suspense fallback={props.children}>
      <RealMarkdown {...props} />
    </Suspense>
  );
}
