import { Trans, useLingui } from '@lingui/react/macro';
import type { MessengerLoginFailedProps } from '../shell/host-screens';

/**
 * The messenger's init data was refused (tampered, expired or for another bot) or could not be sent. The user
 * can try again, and is told what to do if it keeps failing.
 */
export function MessengerLoginFailed({ reason, onRetry, isRetrying }: MessengerLoginFailedProps) {
  const { t } = useLingui();
  return (
    <main className="shell-message shell-message--full" aria-labelledby="login-failed-title">
      <h1 id="login-failed-title">
        {reason === 'rejected' ? t`Telegram could not confirm your account` : t`No connection`}
      </h1>
      <p>
        {reason === 'rejected' ? (
          <Trans>
            The login data from Telegram was not accepted. Close the wallet and open it again from the bot in
            Telegram.
          </Trans>
        ) : (
          <Trans>We could not reach the wallet's server. Check your connection and try again.</Trans>
        )}
      </p>
      <button type="button" className="shell-message__action" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? t`Trying again…` : t`Try again`}
      </button>
    </main>
  );
}
