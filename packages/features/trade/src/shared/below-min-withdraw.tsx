import { useLingui } from '@lingui/react/macro';
import type { CoinConfig } from '@wallet/api';
import { cmp, type Decimal } from '@wallet/core';
import { MessageBox } from '@wallet/kit';
import { useGlobalConfig } from '@wallet/ui';
import { TOMAN_TOKEN } from './trade-price';
import { useTradeFormat } from './use-trade-format';

/** The smallest withdrawal of a coin over its networks, or null when it cannot be withdrawn at all. */
export function smallestMinWithdraw(coin: CoinConfig | undefined): Decimal | null {
  if (!coin || coin.token === TOMAN_TOKEN || !coin.features.withdraw) return null;
  return coin.networks.reduce<Decimal | null>(
    (least, network) => (least === null || cmp(network.minWithdraw, least) < 0 ? network.minWithdraw : least),
    null,
  );
}

/**
 * Before a buy is confirmed: a coin amount under the smallest network minimum cannot be sent out on its own,
 * which a user should know before paying for it (it can still be held, swapped or sold).
 */
export function BelowMinWithdrawNotice({ token, amount }: { token: string; amount: Decimal }) {
  const { t } = useLingui();
  const trade = useTradeFormat();
  const config = useGlobalConfig();
  const least = smallestMinWithdraw(config.data?.coins.find((coin) => coin.token === token));
  if (least === null || cmp(amount, least) >= 0) return null;
  const smallest = trade.amount(least, token);
  return (
    <MessageBox tone="warning" title={t`Too little to send out`}>
      <p>
        {t`The smallest withdrawal of ${token} on any network is ${smallest}. What you get can be kept, swapped or sold, but not sent out of the wallet until you hold at least that much.`}
      </p>
    </MessageBox>
  );
}
