import { useLingui } from '@lingui/react/macro';
import { giftCardOrderOutcome, type GiftCardOrder } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { Button, EmptyState, List, Skeleton, Stack } from '@wallet/kit';
import { buildPath, LinkRow, LoadFailure, Page, useErrorText, useNavigate, useSession } from '@wallet/ui';
import { useGiftCardOrders } from '../shared/gift-card-queries';
import {
  GIFT_CARD_OUTCOME_WORDS,
  GIFT_CARD_STATUS_WORDS,
  GIFT_CARD_TYPE_WORDS,
} from '../shared/gift-card-words';
import { GiftCardArt } from './card-art';
import { useGiftCardCurrencies } from './use-gift-card-flow';

/** /shop/gift-card/orders: the user's gift card orders, newest first, each opening its page. */
export function GiftCardOrdersPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const orders = useGiftCardOrders();
  let body;
  if (orders.isPending) {
    body = (
      <Stack>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  } else if (!orders.data) {
    // A failed refresh keeps the list already shown (offline for a moment); only a first load that failed says so.
    body = (
      <LoadFailure
        message={t`Your gift card orders could not be loaded.`}
        detail={errorText(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (orders.data.length === 0) {
    body = (
      <EmptyState
        title={t`No gift cards yet`}
        description={t`Give a card of Toman, bitcoin, tether, ethereum or gold: digital, or printed and posted.`}
        action={
          <Button onClick={() => navigate(buildPath('shopGiftCardCurrency'))}>{t`Order a gift card`}</Button>
        }
      />
    );
  } else {
    body = (
      <Stack>
        <List>
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </List>
        <Button mode="bezeled" isStretched onClick={() => navigate(buildPath('shopGiftCardCurrency'))}>
          {t`Order a gift card`}
        </Button>
      </Stack>
    );
  }
  return <Page title={t`My gift cards`}>{body}</Page>;
}

/** An order's row: its design, type and amount, its status and when it was made. */
function OrderRow({ order }: { order: GiftCardOrder }) {
  const { t, i18n } = useLingui();
  const { language } = useSession();
  const currencies = useGiftCardCurrencies();
  const type = i18n._(GIFT_CARD_TYPE_WORDS[order.type]);
  const amount = currencies.amountOf(order.amount, order.currency);
  const status = i18n._(GIFT_CARD_STATUS_WORDS[order.status]);
  const outcome = i18n._(GIFT_CARD_OUTCOME_WORDS[giftCardOrderOutcome(order.status, order.type)]);
  const made = formatDateTime(order.createdAt, language);
  return (
    <LinkRow
      href={buildPath('shopGiftCardOrder', { id: order.id })}
      before={<GiftCardArt design={order.design} width={56} />}
      subtitle={t`${status} (${outcome}) · ${made}`}
    >
      {t`${type} · ${amount}`}
    </LinkRow>
  );
}
