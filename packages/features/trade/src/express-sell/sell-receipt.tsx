import { useLingui } from '@lingui/react/macro';
import type { OtcOrder } from '@wallet/api';
import { Button, ReceiptTemplate } from '@wallet/kit';
import { buildPath, useFormat, useNavigate } from '@wallet/ui';
import { readablePrice, TOMAN_TOKEN } from '../shared/trade-price';
import { useTradeFormat } from '../shared/use-trade-format';

/** The executed express sell: the Toman received, what was sold, at which rate and fee, and its transaction. */
export function SellReceipt({ order }: { order: OtcOrder }) {
  const { t } = useLingui();
  const format = useFormat();
  const trade = useTradeFormat();
  const navigate = useNavigate();
  const sold = trade.amount(order.sourceAmount, order.sourceToken);
  return (
    <section aria-label={t`Sale receipt`}>
      <ReceiptTemplate
        status="success"
        statusLabel={t`Sold`}
        amount={format.amount(order.destinationAmount, 0)}
        unit={trade.unitOf(TOMAN_TOKEN)}
        amountCaption={t`You sold ${sold}`}
        rows={[
          { label: t`Your rate`, value: trade.price(readablePrice(order, order.rate)), isLtr: true },
          { label: t`Fee`, value: trade.amount(order.fee, order.feeToken), isLtr: true },
          { label: t`Support code`, value: order.received.supportCode, isLtr: true },
        ]}
        actions={
          <Button
            mode="bezeled"
            onClick={() => navigate(buildPath('transaction', { id: order.received.id }))}
          >
            {t`View the transaction`}
          </Button>
        }
      />
    </section>
  );
}
