import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorPage } from '../features/errors/components/error-page';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

/** Catches what fails outside the router (providers, translations), so the page is never blank. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
