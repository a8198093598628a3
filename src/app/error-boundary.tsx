/**
 * Catches render errors of a screen and hands them to `onError` (the outlet routes to /error
 * with message, stack and `backRoute`, ERR-09..12). On /error itself it shows `fallback`
 * instead, so a broken error page cannot loop. A new `resetKey` (location) clears the error.
 */
import { Component } from 'react';
import type { ReactNode } from 'react';

export interface RouteErrorBoundaryProps {
  /** Changes with the location. */
  resetKey: string;
  /** Called once per caught error, unless `fallback` is given. */
  onError(error: Error): void;
  /** Rendered instead of routing away. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error): void {
    if (this.props.fallback === undefined) this.props.onError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? null;
  }
}
