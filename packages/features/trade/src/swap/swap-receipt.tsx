import { useLingui } from '@lingui/react/macro';
import type { OtcOrder } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ReceiptTemplate } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { buildPath, useFormat, useNavigate, useSession } from '@wallet/ui';
import { readablePrice } from '../shared/trade-price';
import { useTradeFormat } from '../shared/use-trade-format';

/** The executed swap: what was got and paid, at which price and fee, with the way to its transaction. */
export function SwapReceipt({ order, onNewSwap }: { order: OtcOrder; onNewSwap: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const trade = useTradeFormat();
  const { language } = useSession();
  const navigate = useNavigate();
  const transactionPath = buildPath('transaction', { id: order.received.id });
  useMainButton({ text: t`New swap`, onClick: onNewSwap });
  const paid = trade.amount(order.sourceAmount, order.sourceToken);
  return (
    <section aria-label={t`Swap receipt`}>
      <ReceiptTemplate
        status="success"
        statusLabel={t`Swap done`}
        amount={format.amount(order.destinationAmount, trade.decimalsOf(order.destinationToken))}
        unit={trade.unitOf(order.destinationToken)}
        amountCaption={t`You paid ${paid}`}
        rows={[
          {
            label: t`Market price`,
            value: trade.price(readablePrice(order, order.marketPrice)),
            isLtr: true,
          },
          { label: t`Your rate`, value: trade.price(readablePrice(order, order.rate)), isLtr: true },
          { label: t`Spread`, value: trade.amount(order.spread, order.feeToken), isLtr: true },
          { label: t`Fee`, value: trade.amount(order.fee, order.feeToken), isLtr: true },
          { label: t`Date`, value: formatDateTime(order.executedAt, language) },
          { label: t`Support code`, value: order.received.supportCode, isLtr: true },
        ]}
        actions={
          <a
            href={transactionPath}
            className="swap-link"
            onClick={(event) => {
              event.preventDefault();
              navigate(transactionPath);
            }}
          >
            {t`View the transaction`}
          </a>
        }
      />
    </section>
  );
}
