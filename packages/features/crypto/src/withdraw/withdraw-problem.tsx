import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isApiError, type CoinNetwork } from '@wallet/api';
import { fixedWithdrawAmount } from '@wallet/core';
import { buildPath, useErrorText, useFormat } from '@wallet/ui';
import { UpgradePrompt } from './withdraw-status';
import './withdraw.css';

/**
 * A refused withdrawal in the user's words (spec 001 §8): the server's message, with the action its code
 * offers: the upgrade prompt, the fix-amount action, or level 2 for a limit.
 */
export function WithdrawProblem({
  error,
  network,
  token,
  balance,
  onFixAmount,
}: {
  error: unknown;
  network: CoinNetwork | null;
  token: string;
  balance: string;
  onFixAmount: (amount: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const errorText = useErrorText();
  const code = isApiError(error) ? error.codeString : null;
  if (code === 'INSUFFICIENT_USER_LEVEL') return <UpgradePrompt />;
  const fixed =
    network && code === 'USER_DO_NOT_CONSIDER_NETWORK_FEE' ? fixedWithdrawAmount(network, balance) : null;
  const isLimit = code === 'LIMIT_DAILY_WITHDRAW_EXCEEDED' || code === 'LIMIT_MONTHLY_WITHDRAW_EXCEEDED';
  return (
    <div className="withdraw-notice" role="alert">
      <p>{errorText(error) ?? t`The withdrawal could not be made.`}</p>
      {fixed && (
        <button type="button" className="transfer-chip" onClick={() => onFixAmount(fixed)}>
          {t`Send ${format.amount(fixed, 18)} ${token} instead`}
        </button>
      )}
      {isLimit && (
        <Link href={buildPath('kycLevel2')} className="transfer-chip">
          {t`Raise your limit with level 2`}
        </Link>
      )}
    </div>
  );
}
