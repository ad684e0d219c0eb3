import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError, type CoinNetwork, type WithdrawBlockReason } from '@wallet/api';
import { fixedWithdrawAmount } from '@wallet/core';
import { Button, MessageBox } from '@wallet/kit';
import { buildPath, UpgradeNotice, useCurrentPath, useFormat, useWithdrawStatus } from '@wallet/ui';
import { LinkButton } from './link-button';
import { useRefusalText } from './refusal-text';
import { isLevelOne, TOMAN_TOKEN, WithdrawBlocks, withdrawKeys } from './withdraw-status';

/** The refusal codes of the spend guard's blocks, and the block of withdrawStatus that says when each ends. */
const BLOCK_OF_CODE: Partial<Record<string, WithdrawBlockReason>> = {
  ACCOUNT_LOCKED: 'ACCOUNT_LOCK',
  WITHDRAW_BLOCKED_AFTER_TWO_FACTOR: 'TWO_FACTOR_CHANGED',
  USER_BALANCE_LOCKED: 'FIAT_DEPOSIT',
};
const LIMIT_CODES = new Set(['LIMIT_DAILY_WITHDRAW_EXCEEDED', 'LIMIT_MONTHLY_WITHDRAW_EXCEEDED']);

/** What the fix-amount action needs (a withdrawal to a network: the fee is added on top). */
export interface FixAmount {
  network: CoinNetwork | null;
  balance: string;
  onFixAmount: (amount: string) => void;
}

/**
 * A refused withdrawal or transfer in the user's words (spec 001 §8), with the action its code offers: a block
 * explained with the moment it ends, level 2 for a coin limit of a level-1 user, or the fix-amount action.
 * INSUFFICIENT_USER_LEVEL has no message of its own: the shell's upgrade prompt opens; a page left empty by the
 * refusal may show the upgrade notice in place (`hasUpgradeNotice`).
 */
export function SpendRefusal({
  error,
  token,
  fixAmount,
  fallback,
  hasUpgradeNotice = false,
}: {
  error: unknown;
  token: string;
  fixAmount?: FixAmount;
  /** What to say when no rule gives words. */
  fallback: string;
  hasUpgradeNotice?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  // Level 2 comes back to this page once verified.
  const here = useCurrentPath();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const status = useWithdrawStatus();
  const code = isApiError(error) ? error.codeString : null;
  const blockReason = code ? BLOCK_OF_CODE[code] : undefined;
  const isLimit = code !== null && LIMIT_CODES.has(code);
  // The refusal is news the cached status may not have yet: the block's end and what is left of the limits.
  useEffect(() => {
    if (blockReason || isLimit) void queryClient.invalidateQueries({ queryKey: withdrawKeys.status() });
  }, [error, blockReason, isLimit, queryClient]);

  if (code === 'INSUFFICIENT_USER_LEVEL') return hasUpgradeNotice ? <UpgradeNotice /> : null;
  const block = blockReason ? status.data?.blocks.find((entry) => entry.reason === blockReason) : undefined;
  if (block) return <WithdrawBlocks blocks={[block]} />;
  const fixed =
    fixAmount?.network && code === 'USER_DO_NOT_CONSIDER_NETWORK_FEE'
      ? fixedWithdrawAmount(fixAmount.network, fixAmount.balance)
      : null;
  // Level 2 raises the coin limits; the Toman's limit is the same at both levels.
  const canRaiseLimit = isLimit && token !== TOMAN_TOKEN && (!status.data || isLevelOne(status.data.level));
  const text = refusalText(error);
  if (!text && !fixed && !canRaiseLimit) return null;
  return (
    <MessageBox
      tone="error"
      actions={
        fixed || canRaiseLimit ? (
          <>
            {fixed && (
              <Button mode="bezeled" size="m" onClick={() => fixAmount?.onFixAmount(fixed)}>
                {t`Send ${format.amount(fixed, 18)} ${token} instead`}
              </Button>
            )}
            {canRaiseLimit && (
              <LinkButton
                href={buildPath('kycLevel2', undefined, { nextUrl: here })}
              >{t`Raise your limit with level 2`}</LinkButton>
            )}
          </>
        ) : undefined
      }
    >
      <p>{text ?? fallback}</p>
    </MessageBox>
  );
}
