import { useLingui } from '@lingui/react/macro';
import type { UserLevel, WithdrawBlockReason, WithdrawStatus } from '@wallet/api';
import { levelAbilities, withdrawableUsd } from '@wallet/core';
import { formatDateTime } from '@wallet/i18n';
import { MessageBox } from '@wallet/kit';
import { buildPath, LoadFailure, queryKeys, useCurrentPath, useFormat, useSession } from '@wallet/ui';
import { LinkButton } from './link-button';

// What stands between the user and moving coins out (spec 000 §4, §6): a withdrawal to a network and an
// internal transfer pass the same server guard, so both flows read the same status and explain it alike.

export const withdrawKeys = {
  status: queryKeys.withdrawStatus,
  addressBooks: () => ['withdraw', 'addressBook'] as const,
  addressBook: (network: string | null) => ['withdraw', 'addressBook', network] as const,
  receipts: () => ['withdraw', 'receipt'] as const,
  receipt: (request: string) => ['withdraw', 'receipt', request] as const,
};

/** The Toman leaves through the bank: its own limits, and the lock after a Rial deposit does not hold it. */
export const TOMAN_TOKEN = 'IRT';

/** Whether level 2's higher crypto limits are the next step (core's level table: level2Eligible). */
export const isLevelOne = (level: UserLevel) => levelAbilities(level).level2Eligible;

/** The blocks that hold a spend of `token`: all of them for a coin; for the Toman, not the Rial-deposit lock. */
export function blocksOf(status: WithdrawStatus, token: string): WithdrawStatus['blocks'] {
  return token === TOMAN_TOKEN
    ? status.blocks.filter((block) => block.reason !== 'FIAT_DEPOSIT')
    : status.blocks;
}

/** The withdraw status could not be read: both ways of sending wait for it, and offer to try again. */
export function WithdrawStatusError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadFailure message={t`Your withdrawal limits could not be loaded.`} onRetry={onRetry} />;
}

/** Why withdrawals and transfers wait (spec 000 §4), each with the moment it ends. */
export function WithdrawBlocks({ blocks }: { blocks: WithdrawStatus['blocks'] }) {
  const { t } = useLingui();
  const { language } = useSession();
  const reasons: Record<WithdrawBlockReason, (until: string) => string> = {
    ACCOUNT_LOCK: (until) =>
      t`Your account is locked. Withdrawals and transfers open again on ${until}; the lock cannot be lifted sooner.`,
    TWO_FACTOR_CHANGED: (until) =>
      t`Two-factor authentication was turned on or off lately. For your safety, withdrawals and transfers open again on ${until}.`,
    FIAT_DEPOSIT: (until) =>
      t`After a Rial deposit, coins can be withdrawn or sent again on ${until} (72-hour rule). Toman is not affected.`,
  };
  const { canSwap, canWithdrawToman } = meanwhileOf(blocks);
  return (
    <MessageBox
      tone="error"
      actions={
        canSwap || canWithdrawToman ? (
          <>
            {canSwap && <LinkButton href={buildPath('swap')}>{t`Swap`}</LinkButton>}
            {canWithdrawToman && (
              <LinkButton href={buildPath('rialWithdraw')}>{t`Withdraw Toman`}</LinkButton>
            )}
          </>
        ) : undefined
      }
    >
      {blocks.map((block) => (
        <p key={block.reason}>{reasons[block.reason](formatDateTime(block.until, language))}</p>
      ))}
      {canSwap && canWithdrawToman && (
        <p>{t`Meanwhile you can swap your coins, or withdraw Toman to your IBAN.`}</p>
      )}
      {canSwap && !canWithdrawToman && <p>{t`Meanwhile you can swap your coins.`}</p>}
    </MessageBox>
  );
}

/**
 * What the user can still do while coins cannot leave (the sandbox's guards, spec 001 §9): a trade stays in the
 * wallet, so only the account lock stops it; a Toman withdrawal is exempt from the Rial-deposit lock alone.
 */
export function meanwhileOf(blocks: WithdrawStatus['blocks']) {
  const reasons = new Set(blocks.map((block) => block.reason));
  const canSwap = !reasons.has('ACCOUNT_LOCK');
  return { canSwap, canWithdrawToman: canSwap && !reasons.has('TWO_FACTOR_CHANGED') };
}

/**
 * requestedAmountIsMoreThanYourWithdrawalLimit: the amount is held back before sending, so it is an error;
 * level 1 is pointed to level 2.
 */
export function LimitWarning({ status }: { status: WithdrawStatus }) {
  const { t } = useLingui();
  const format = useFormat();
  // Level 2 comes back to this page once verified.
  const here = useCurrentPath();
  const left = `$${format.usd(withdrawableUsd(status.limits!))}`;
  return (
    <MessageBox
      tone="error"
      actions={
        isLevelOne(status.level) ? (
          <LinkButton
            href={buildPath('kycLevel2', undefined, { nextUrl: here })}
          >{t`Go to level 2`}</LinkButton>
        ) : undefined
      }
    >
      <p>{t`The requested amount is more than your withdrawal limit. You can withdraw ${left} more now.`}</p>
      {isLevelOne(status.level) && <p>{t`Verify level 2 to withdraw up to $2,000 a day.`}</p>}
    </MessageBox>
  );
}
