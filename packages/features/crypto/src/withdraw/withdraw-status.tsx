import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { WithdrawBlockReason, WithdrawStatus } from '@wallet/api';
import { withdrawableUsd } from '@wallet/core';
import { formatDateTime } from '@wallet/i18n';
import { buildPath, useApi, useFormat, useSession } from '@wallet/ui';
import './withdraw.css';

export const withdrawKeys = {
  status: () => ['withdraw', 'status'] as const,
  addressBooks: () => ['withdraw', 'addressBook'] as const,
  addressBook: (network: string | null) => ['withdraw', 'addressBook', network] as const,
  twoFactor: () => ['withdraw', 'twoFactor'] as const,
  receipts: () => ['withdraw', 'receipt'] as const,
  receipt: (request: string) => ['withdraw', 'receipt', request] as const,
};

export function useWithdrawStatus() {
  const api = useApi();
  return useQuery({
    queryKey: withdrawKeys.status(),
    queryFn: ({ signal }) => api.withdrawStatus(undefined, { signal }),
    staleTime: 30_000,
  });
}

/** Why withdrawals wait (spec 000 §4), each with the moment it ends. */
export function WithdrawBlocks({ blocks }: { blocks: WithdrawStatus['blocks'] }) {
  const { t } = useLingui();
  const { language } = useSession();
  const reasons: Record<WithdrawBlockReason, (until: string) => string> = {
    ACCOUNT_LOCK: (until) =>
      t`Your account is locked. Withdrawals open again on ${until}; the lock cannot be lifted sooner.`,
    TWO_FACTOR_ENABLED: (until) =>
      t`Two-factor authentication was turned on lately. For your safety, withdrawals open again on ${until}.`,
    FIAT_DEPOSIT: (until) =>
      t`After a Rial deposit, crypto can be withdrawn again on ${until} (72-hour rule). Rial withdrawals are not affected.`,
  };
  return (
    <div className="withdraw-notice" role="alert">
      {blocks.map((block) => (
        <p key={block.reason}>{reasons[block.reason](formatDateTime(block.until, language))}</p>
      ))}
    </div>
  );
}

/** A level that cannot withdraw crypto: the upgrade prompt (INSUFFICIENT_USER_LEVEL). */
export function UpgradePrompt() {
  const { t } = useLingui();
  return (
    <div className="withdraw-notice" role="alert">
      <p>{t`Verify your identity to withdraw crypto.`}</p>
      <Link href={buildPath('kycLevel1')} className="transfer-chip">
        {t`Verify identity`}
      </Link>
    </div>
  );
}

/** requestedAmountIsMoreThanYourWithdrawalLimit: warned before sending; level 1 is pointed to level 2. */
export function LimitWarning({ status }: { status: WithdrawStatus }) {
  const { t } = useLingui();
  const format = useFormat();
  const left = `$${format.usd(withdrawableUsd(status.limits!))}`;
  const isLevelOne = status.level === 'LEVEL_1_IR' || status.level === 'LEVEL_1_GLOBAL';
  return (
    <div className="withdraw-notice" role="alert">
      <p>{t`The requested amount is more than your withdrawal limit. You can withdraw ${left} more now.`}</p>
      {isLevelOne && (
        <>
          <p>{t`Verify level 2 to withdraw up to $2,000 a day.`}</p>
          <Link href={buildPath('kycLevel2')} className="transfer-chip">
            {t`Go to level 2`}
          </Link>
        </>
      )}
    </div>
  );
}
