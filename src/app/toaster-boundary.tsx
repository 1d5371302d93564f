import { reportError } from '@/lib/error-reporting';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a failing toaster (e.g. its lazy chunk cannot be fetched after a deploy) from taking the app down: the
 * toaster sits beside the app's error boundary, so without this an error there would unmount the whole page.
 */
export class ToasterBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
