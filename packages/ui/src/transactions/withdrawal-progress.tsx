import { useLingui } from '@lingui/react/macro';
import { WITHDRAWAL_PROGRESS, type Transaction } from '@wallet/api';
import { VisuallyHidden } from '@wallet/kit';
import { STATUS_LABELS } from './labels';
import './withdrawal-progress.css';

/**
 * Spec 000 §4 withdrawal progress as steps: TRANSACTION_CREATED, ACCEPTED_BY_ADMIN, PUBLISHED_TO_NETWORK,
 * CONFIRMED_BY_NETWORK. A rejected withdrawal says it was refunded.
 */
export function WithdrawalProgress({ transaction }: { transaction: Transaction }) {
  const { t, i18n } = useLingui();
  if (transaction.status === 'REJECTED_BY_ADMIN') {
    return (
      <p className="withdraw-progress__rejected" role="status">
        {t`This withdrawal was rejected. The whole amount, fee included, is back in your balance.`}
      </p>
    );
  }
  const reached = WITHDRAWAL_PROGRESS.indexOf(transaction.status as (typeof WITHDRAWAL_PROGRESS)[number]);
  return (
    <ol className="withdraw-progress" aria-label={t`Progress`}>
      {WITHDRAWAL_PROGRESS.map((step, index) => {
        const state =
          index < reached ? 'done' : index === reached ? (index === 3 ? 'done' : 'current') : 'next';
        return (
          <li
            key={step}
            className={`withdraw-progress__step withdraw-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="withdraw-progress__dot" aria-hidden="true" />
            {i18n._(STATUS_LABELS[step])}
            {/* The filled dot says a step is done to the eye; this says it to screen readers. */}
            {state === 'done' ? <VisuallyHidden>{t`(done)`}</VisuallyHidden> : null}
          </li>
        );
      })}
    </ol>
  );
}
