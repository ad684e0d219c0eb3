import { useLingui } from '@lingui/react/macro';
import { giftCardOrderOutcome, type GiftCardOrder, type GiftCardOrderOutcome } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import {
  Button,
  Card,
  CopyText,
  DetailList,
  Hint,
  List,
  MessageBox,
  Section,
  Skeleton,
  Stack,
  Stepper,
  ToneText,
  type Detail,
  type Tone,
} from '@wallet/kit';
import {
  buildPath,
  LinkRow,
  LoadFailure,
  Page,
  useErrorText,
  useNavigate,
  useRouteParams,
  useSession,
} from '@wallet/ui';
import { useGiftCardOrder } from '../shared/gift-card-queries';
import {
  GIFT_CARD_DESIGN_WORDS,
  GIFT_CARD_OUTCOME_WORDS,
  GIFT_CARD_STATUS_WORDS,
  GIFT_CARD_TYPE_WORDS,
} from '../shared/gift-card-words';
import { GiftCardArt } from './card-art';
import { useGiftCardCurrencies } from './use-gift-card-flow';

/** The tone of the third wording: done, on its way, or over without a card. */
export const OUTCOME_TONES: Record<GiftCardOrderOutcome, Tone> = {
  COMPLETED: 'success',
  PENDING: 'hint',
  FAILED: 'destructive',
};

/** How far a physical card has come, as the Stepper counts: the steps before `current` are done. */
const PHYSICAL_STEP_REACHED = { PROCESSING: 1, ISSUED: 2, SHIPPED: 3, DELIVERED: 4 } as const;

/** /shop/gift-card/orders/{id}: one gift card order. */
export function GiftCardOrderPage() {
  const { id } = useRouteParams('shopGiftCardOrder');
  return <GiftCardOrderView id={id ?? ''} />;
}

/**
 * An order's every field (spec 000 §3), its status in words with the third wording as its tone (SHOP-06), a
 * printed card's steps and the day it ships by, the activation code once issued, and, while it waits for
 * payment, its invoice to pay. Asked again while it is moving.
 */
export function GiftCardOrderView({ id }: { id: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const order = useGiftCardOrder(id);
  let body;
  if (order.isPending) {
    body = (
      <Stack>
        <Skeleton height={200} />
        <Skeleton height={320} />
      </Stack>
    );
  } else if (order.isError && !order.data) {
    body = (
      <LoadFailure
        message={t`This gift card order could not be loaded.`}
        detail={errorText(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  } else {
    body = <OrderDetails order={order.data} />;
  }
  return <Page title={t`Gift card order`}>{body}</Page>;
}

function OrderDetails({ order }: { order: GiftCardOrder }) {
  const { t, i18n } = useLingui();
  const { language } = useSession();
  const navigate = useNavigate();
  const currencies = useGiftCardCurrencies();
  const outcome = giftCardOrderOutcome(order.status, order.type);
  const status = i18n._(GIFT_CARD_STATUS_WORDS[order.status]);
  const outcomeWord = i18n._(GIFT_CARD_OUTCOME_WORDS[outcome]);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : null);
  const isPhysical = order.type === 'PHYSICAL';
  const amount = currencies.amountOf(order.amount, order.currency);
  const orderPage = buildPath('shopGiftCardOrder', { id: order.id });
  const notYet = t`Not yet`;

  const stepRows: (Detail | null)[] = [
    order.paidAt ? { label: t`Paid`, value: when(order.paidAt) } : null,
    isPhysical && order.paidAt ? { label: t`Printed`, value: when(order.issuedAt) ?? notYet } : null,
    !isPhysical && order.issuedAt ? { label: t`Issued`, value: when(order.issuedAt) } : null,
    isPhysical && order.paidAt ? { label: t`Posted`, value: when(order.shippedAt) ?? notYet } : null,
    isPhysical && order.paidAt ? { label: t`Delivered`, value: when(order.deliveredAt) ?? notYet } : null,
    isPhysical && order.shipsBy ? { label: t`Ships by`, value: when(order.shipsBy) } : null,
    order.refundedAt ? { label: t`Refunded`, value: when(order.refundedAt) } : null,
  ];
  const hasSteps = stepRows.some((row) => row !== null);
  const postal = (value: string | null) => value ?? '—';

  return (
    <Stack>
      <Card isCentered>
        <GiftCardArt
          design={order.design}
          amount={amount}
          recipientName={order.recipientName}
          label={t`The card: ${i18n._(GIFT_CARD_DESIGN_WORDS[order.design])}`}
        />
        <p>
          <ToneText tone={OUTCOME_TONES[outcome]}>
            <strong>{status}</strong> · {outcomeWord}
          </ToneText>
        </p>
      </Card>

      {order.status === 'PENDING' ? (
        <Stack gap={2}>
          <MessageBox tone="info">{t`This order waits for its payment: pay its invoice to have the card made.`}</MessageBox>
          <Button
            size="l"
            isStretched
            onClick={() =>
              navigate(buildPath('invoice', undefined, { id: order.invoiceId, nextUrl: orderPage }))
            }
          >
            {t`Pay the invoice`}
          </Button>
        </Stack>
      ) : null}
      {order.status === 'CANCELLED' ? (
        <MessageBox tone="error">{t`Its invoice was not paid in time: nothing was paid, and the order is closed.`}</MessageBox>
      ) : null}
      {order.status === 'REFUNDED' ? (
        <MessageBox tone="error">{t`The card could not be delivered: the payment went back to the payer and its code is void.`}</MessageBox>
      ) : null}

      {order.activationCode && order.status !== 'REFUNDED' ? (
        <Section title={t`Activation code`}>
          <Stack gap={2}>
            <CopyText text={order.activationCode} />
            <Hint>{t`Anyone with this code can claim the card once, under Gift code in the profile. Give it only to the recipient.`}</Hint>
            <List>
              <LinkRow href={buildPath('profileGiftCode')}>{t`Claim a gift code`}</LinkRow>
            </List>
          </Stack>
        </Section>
      ) : null}

      {isPhysical && order.paidAt && order.status !== 'REFUNDED' ? (
        <Stepper
          steps={[t`Paid`, t`Printed`, t`Posted`, t`Delivered`]}
          current={PHYSICAL_STEP_REACHED[order.status as keyof typeof PHYSICAL_STEP_REACHED] ?? 0}
        />
      ) : null}
      {hasSteps ? (
        <Section title={t`Steps`}>
          <DetailList rows={stepRows} />
        </Section>
      ) : null}

      <Section title={t`Order`}>
        <DetailList
          rows={[
            { label: t`Card`, value: i18n._(GIFT_CARD_TYPE_WORDS[order.type]) },
            { label: t`Card amount`, value: amount, isLtr: order.currency !== 'toman' },
            { label: t`Currency`, value: currencies.nameOf(order.currency) },
            { label: t`Card price`, value: currencies.toman(order.cardPrice) },
            { label: t`Shipping cost`, value: currencies.toman(order.shippingCost) },
            { label: t`Issue fee`, value: currencies.toman(order.issueFee) },
            { label: t`Total`, value: currencies.toman(order.total) },
            { label: t`Recipient`, value: order.recipientName },
            { label: t`Message`, value: order.message || '—' },
            isPhysical ? { label: t`Phone`, value: postal(order.phone), isLtr: true } : null,
            isPhysical ? { label: t`Province`, value: postal(order.province) } : null,
            isPhysical ? { label: t`City`, value: postal(order.city) } : null,
            isPhysical ? { label: t`Address`, value: postal(order.address) } : null,
            isPhysical ? { label: t`Postal code`, value: postal(order.postalCode), isLtr: true } : null,
            isPhysical
              ? {
                  label: t`Tracking number`,
                  value: order.trackingNumber ?? t`Given once it is posted`,
                  isLtr: order.trackingNumber !== null,
                }
              : null,
            { label: t`Support code`, value: order.supportCode, isLtr: true },
            { label: t`Ordered`, value: when(order.createdAt) },
          ]}
        />
      </Section>
    </Stack>
  );
}
