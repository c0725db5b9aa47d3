import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { retryFailedLoads } from '../../shared/ui/retryableLazy';
import { logRenderError } from './logRenderError';
import { ScreenError } from './ScreenError';

interface BoundaryProps {
  /** The address: moving elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    logRenderError(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error !== null ? <ScreenError onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * Wraps each route's screen: a screen that throws or whose code fails to load shows a message and a
 * retry in its place, while the shell (menu, top bar) and the session stay.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary resetKey={`${pathname}${search}`}>{children}</Boundary>;
}
