import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@/i18n';
import { reportError } from '@/lib/error-reporting';
import { useAppShellTakeover } from './shell/app-shell-takeover';
import { handleUnauthorized, statusOf } from './unauthorized';

/** Should the error screen's chunk not load either (the network is gone), its texts without the look. */
function PlainErrorScreen() {
  useAppShellTakeover();
  return (
    <section aria-labelledby="error-screen-headline">
      <h1 id="error-screen-headline">{t('error.generic.headline')}</h1>
      <p>{t('error.generic.message')}</p>
      <a href="/">{t('error.backToMainPage')}</a>
    </section>
  );
}

/** Loaded when an error needs it: the error screen is no part of the sign-in route's JavaScript. */
const ErrorScreen = lazy(() =>
  import('./error-screen').then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** The outermost error boundary: a 401 clears the token and reloads, anything else shows the error screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!handleUnauthorized(error)) reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (statusOf(this.state.error) === 401) return null;
    return (
      <main>
        <Suspense fallback={null}>
          <ErrorScreen status={statusOf(this.state.error)} />
        </Suspense>
      </main>
    );
  }
}
