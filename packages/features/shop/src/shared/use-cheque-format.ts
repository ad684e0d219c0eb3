import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Decimal } from '@wallet/core';
import { useFormat, useGlobalConfig } from '@wallet/ui';

/** The Toman's token: its amounts are whole and named "Toman". */
export const TOMAN_TOKEN = 'IRT';
/** Places a coin's amounts take when the config does not say. */
const FALLBACK_DECIMALS = 8;

/** How cheque amounts are written: each token with its own decimals, the Toman in Toman. */
export function useChequeFormat() {
  const { t } = useLingui();
  const format = useFormat();
  const coins = useGlobalConfig().data?.coins;
  const decimalsOf = useCallback(
    (token: string) =>
      token === TOMAN_TOKEN
        ? 0
        : (coins?.find((coin) => coin.token === token)?.decimals ?? FALLBACK_DECIMALS),
    [coins],
  );
  const unitOf = useCallback((token: string) => (token === TOMAN_TOKEN ? t`Toman` : token), [t]);
  const amount = useCallback(
    (value: Decimal, token: string) =>
      token === TOMAN_TOKEN
        ? `${format.toman(value)} ${unitOf(token)}`
        : `${format.amount(value, decimalsOf(token))} ${unitOf(token)}`,
    [format, decimalsOf, unitOf],
  );
  return { amount, decimalsOf, unitOf, digits: format.digits };
}
