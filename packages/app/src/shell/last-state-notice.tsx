import { useLingui } from '@lingui/react/macro';
import { useLastStateStatus } from './last-state';
import './last-state.css';

/**
 * Says when the page shows what the last run stored: "Updating…" while fresh data loads, and a notice when
 * it cannot load (the API unreachable). It floats, so appearing and going never moves the page.
 */
export function LastStateNotice() {
  const { t } = useLingui();
  const { status, isShowingAssets } = useLastStateStatus();
  if (status === 'fresh') return null;
  const isOffline = status === 'offline';
  return (
    <>
      <div className="last-state">
        <p role="status" className={`last-state__text${isOffline ? ' last-state__text--offline' : ''}`}>
          <span className="last-state__dot" aria-hidden="true" />
          {isOffline ? (
            <span>
              <strong>{t`No connection`}</strong>{' '}
              {isShowingAssets
                ? t`Showing your last saved balances.`
                : t`Some information may be out of date.`}
            </span>
          ) : (
            t`Updating…`
          )}
        </p>
      </div>
      <div className="last-state-room" aria-hidden="true" />
    </>
  );
}
