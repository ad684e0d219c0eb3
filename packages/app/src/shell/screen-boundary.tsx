import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadFailure, Page, retryFailedScreens, ScreenLoadError } from '@wallet/ui';
import { TABS } from './bottom-nav-tabs';

/** Why the screen is not there: its code did not arrive, or it failed while drawing. */
type Failure = 'load' | 'draw';

interface BoundaryProps {
  /** A new path clears a failure: the screen there is drawn afresh. */
  path: string;
  failure: (failure: Failure, retry: () => void) => ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failure: Failure | null }> {
  override state: { failure: Failure | null } = { failure: null };

  static getDerivedStateFromError(error: unknown): { failure: Failure } {
    return { failure: error instanceof ScreenLoadError ? 'load' : 'draw' };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failure && previous.path !== this.props.path) this.retry();
  }

  retry = () => {
    retryFailedScreens();
    this.setState({ failure: null });
  };

  override render(): ReactNode {
    return this.state.failure ? this.props.failure(this.state.failure, this.retry) : this.props.children;
  }
}

/**
 * The screen, or, when it cannot be drawn, a page that says so and draws it again on "Try again": when its
 * code did not arrive (a dropped or filtered connection, or a release whose files replaced the open tab's),
 * it asks to check the connection; when it failed while drawing, it says something went wrong. The shell
 * around it (the bottom navigation, the host's buttons) stays, so the user can go elsewhere; a tab page
 * keeps no Back, as it has none when drawn.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [path] = useLocation();
  const isTab = TABS.some((tab) => tab.path === path);
  return (
    <Boundary
      path={path}
      failure={(failure, retry) => (
        <Page title={t`This page could not be loaded`} back={!isTab}>
          <LoadFailure
            message={
              failure === 'load'
                ? t`Check your connection and try again.`
                : t`Something went wrong. Please try again.`
            }
            onRetry={retry}
          />
        </Page>
      )}
    >
      {children}
    </Boundary>
  );
}
