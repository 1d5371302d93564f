import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/error-reporting';
import { ErrorScreen } from './error-screen';
import { handleUnauthorized, statusOf } from './unauthorized';

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
        <ErrorScreen status={statusOf(this.state.error)} />
      </main>
    );
  }
}
