import { Component, type ReactNode } from 'react';
import { useLocation } from '../lib/router/router.tsx';
import { RouteErrorPage } from './route-error.page.tsx';

type TBoundaryProps = { resetKey: string; children: ReactNode };
type TBoundaryState = { error: unknown; resetKey: string };

/** React catches render errors only in a class component. */
class ErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { error };
  }

  // Going to another address leaves the failed screen behind, as the data router's error element did.
  static getDerivedStateFromProps(
    props: TBoundaryProps,
    state: TBoundaryState,
  ): Partial<TBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows the error page when a screen throws or its chunk fails to load; cleared by navigating. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
