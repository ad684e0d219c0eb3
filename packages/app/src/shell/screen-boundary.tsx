import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadFailure, Page, retryFailedScreens } from '@wallet/ui';

interface BoundaryProps {
  /** A new path clears a failure: the screen there is drawn afresh. */
  path: string;
  failure: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.hasFailed && previous.path !== this.props.path) this.retry();
  }

  retry = () => {
    retryFailedScreens();
    this.setState({ hasFailed: false });
  };

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.failure(this.retry) : this.props.children;
  }
}

/**
 * The screen, or, when it cannot be drawn (its code did not arrive: a dropped or filtered connection, or a
 * release whose files replaced the open tab's), a page that says so and loads it again on "Try again". The
 * shell around it (the bottom navigation, the host's buttons) stays, so the user can go elsewhere.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [path] = useLocation();
  return (
    <Boundary
      path={path}
      failure={(retry) => (
        <Page title={t`This page could not be loaded`}>
          <LoadFailure message={t`Check your connection and try again.`} onRetry={retry} />
        </Page>
      )}
    >
      {children}
    </Boundary>
  );
}
