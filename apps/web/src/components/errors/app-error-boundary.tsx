import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

type AppErrorBoundaryProps = {
  children: ReactNode;
  /** Changing this value (the current path) clears a caught error, so navigating away recovers. */
  resetKey: string;
};

type AppErrorBoundaryState = { error: unknown; resetKey: string };

/** Catches render and chunk-loading errors below it and shows the reload screen instead of a blank page. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Visible in the browser console for whoever investigates; nothing is sent anywhere.
    console.error('Clearcall could not render a screen', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
