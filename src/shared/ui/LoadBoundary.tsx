import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from './retryableLazy';

interface LoadBoundaryProps {
  /** Told of the failure, once: close what was opening and say so. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Keeps a failure below it (an overlay's code the network lost) from taking the page with it: it draws
 * nothing for a moment, tells `onError`, and draws its children again on the next render, where code
 * that failed to load (retryableLazy) is imported again.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
    retryFailedLoads();
    this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
