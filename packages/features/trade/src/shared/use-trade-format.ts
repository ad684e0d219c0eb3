import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Decimal } from '@wallet/core';
import { useFormat, useGlobalConfig } from '@wallet/ui';
import { TOMAN_TOKEN, type ReadablePrice } from './trade-price';

/** Places a coin's amounts are shown with when the config does not say. */
const FALLBACK_DECIMALS = 8;

/**
 * How the trade pages write amounts and prices: each coin with its own decimals, the Toman whole and named
 * "Toman" in the user's language.
 */
export function useTradeFormat() {
  const { t } = useLingui();
  const format = useFormat();
  const config = useGlobalConfig();
  const coins = config.data?.coins;
  const decimalsOf = useCallback(
    (token: string) =>
      token === TOMAN_TOKEN
        ? 0
        : (coins?.find((coin) => coin.token === token)?.decimals ?? FALLBACK_DECIMALS),
    [coins],
  );
  const unitOf = useCallback((token: string) => (token === TOMAN_TOKEN ? t`Toman` : token), [t]);
  const amount = useCallback(
    (value: Decimal, token: string) => `${format.amount(value, decimalsOf(token))} ${unitOf(token)}`,
    [format, decimalsOf, unitOf],
  );
  const price = useCallback(
    (readable: ReadablePrice) =>
      `${format.digits('1')} ${unitOf(readable.base)} = ${format.amount(readable.value, readable.decimals)} ${unitOf(readable.counter)}`,
    [format, unitOf],
  );
  return { amount, price, decimalsOf, unitOf };
}
