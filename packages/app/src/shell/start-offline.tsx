import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A first start with nothing stored cannot show the wallet until the global config loads. When the server
 * cannot be reached, the user is told so instead of watching a spinner; the loading keeps retrying behind
 * it, and "Try again" starts the next try at once.
 */
export function StartOffline({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useLingui();
  return (
    <main className="shell-message shell-message--full" aria-labelledby="start-offline-title">
      <svg className="shell-message__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
      </svg>
      <h1 id="start-offline-title">{t`No connection`}</h1>
      <p>
        <Trans>We could not reach the wallet's server. Check your connection; we keep trying.</Trans>
      </p>
      <button type="button" className="shell-message__action" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? t`Trying again…` : t`Try again`}
      </button>
    </main>
  );
}
