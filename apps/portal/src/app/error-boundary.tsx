import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorPage } from '../features/errors/components/error-page';
import { TakesOverFirstScreen } from './routes/access';

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
    // In sight: a screen index.html showed (or the server painted) gives way to it.
    return this.state.failed ? (
      <TakesOverFirstScreen>
        <ErrorPage />
      </TakesOverFirstScreen>
    ) : (
      this.props.children
    );
  }
}
