import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';

/** An RJSF field or widget whose code loads when a form first shows it, `fallback` in its place meanwhile. */
export function lazyFormComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const Component = lazy(async () => ({ default: await load() }));
  function LazyFormComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyFormComponent;
}

/**
 * An RJSF field whose code loads when a form first shows it (a spinner in its place meanwhile), so a step
 * without media, product or story fields does not load their widgets, dialogs and uploads.
 */
export function lazyField(load: () => Promise<ComponentType<FieldProps>>): ComponentType<FieldProps> {
  return lazyFormComponent(load, <PageLoader py={2} />);
}
