import { useLingui } from '@lingui/react/macro';
import { TRADE_FEE_PERCENT, TRADE_SPREAD_PERCENT, type OtcPrice } from '@wallet/api';
import { DetailList, useLocalPercent } from '@wallet/kit';
import { readablePrice } from './trade-price';
import { useTradeFormat } from './use-trade-format';

/**
 * A quote laid open (spec 001 §7 OTC): the market price, the spread and the fee apart from it, the rate the
 * user gets, what they pay and what they get. The swap and the express pages show every price this way.
 */
export function TradeBreakdown({ quote }: { quote: OtcPrice }) {
  const { t } = useLingui();
  const trade = useTradeFormat();
  const percent = useLocalPercent();
  return (
    <DetailList
      rows={[
        {
          label: t`Market price`,
          value: trade.price(readablePrice(quote, quote.marketPrice)),
          isLtr: true,
        },
        {
          label: t`Spread`,
          value: trade.amount(quote.spread, quote.feeToken),
          isLtr: true,
          note: percent(Number(TRADE_SPREAD_PERCENT)),
        },
        {
          label: t`Fee`,
          value: trade.amount(quote.fee, quote.feeToken),
          isLtr: true,
          note: percent(Number(TRADE_FEE_PERCENT)),
        },
        { label: t`Your rate`, value: trade.price(readablePrice(quote, quote.rate)), isLtr: true },
        { label: t`You pay`, value: trade.amount(quote.sourceAmount, quote.sourceToken), isLtr: true },
        {
          label: t`You get`,
          value: trade.amount(quote.destinationAmount, quote.destinationToken),
          isLtr: true,
        },
      ]}
    />
  );
}
