import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { GIFT_CARD_ISSUE_FEE, GIFT_CARD_SHIPPING_COST, GIFT_CARD_SHIPPING_DAYS } from '@wallet/api';
import { add, readTypedAmount } from '@wallet/core';
import {
  Button,
  Card,
  Cell,
  CheckIcon,
  DetailList,
  EmptyState,
  FieldError,
  Hint,
  List,
  MessageBox,
  Section,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@wallet/kit';
import { buildPath, LinkRow, LoadFailure, Page, useErrorText, useNavigate } from '@wallet/ui';
import { useCreateGiftCardOrder, useDeliveryAddresses } from '../shared/gift-card-queries';
import { GIFT_CARD_DESIGN_WORDS, GIFT_CARD_TYPE_WORDS } from '../shared/gift-card-words';
import { GiftCardArt } from './card-art';
import { addressProblem, giftCardRequestOf, isReadyFor, tomanValueOf } from './gift-card-form';
import { useGiftCardProblemText } from './gift-card-problem-text';
import { useGiftCardCurrencies, useGiftCardDraft } from './use-gift-card-flow';

/**
 * /shop/gift-card/confirmation: the last step: for a printed card the address it is posted to (SHOP-05), then the
 * card's price with its fees; Confirm orders it (PENDING, with its invoice) and opens the invoice, which comes back
 * to the order's page once paid. The server prices the card when ordered: the Toman figures here are estimates.
 */
export function GiftCardConfirmationPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const problemText = useGiftCardProblemText();
  const { draft, change, isLoading, clear } = useGiftCardDraft();
  const currencies = useGiftCardCurrencies();
  const create = useCreateGiftCardOrder();
  const isPhysical = draft.type === 'PHYSICAL';
  const addresses = useDeliveryAddresses();
  const [isSubmitted, setIsSubmitted] = useState(false);
  // Once ordered, the cleared draft must not send the user back to the first step on the way to the invoice.
  const isOrdered = useRef(false);
  const decimals = currencies.decimalsOf(draft.currency);
  const isReady = isReadyFor('confirmation', draft, decimals);

  useEffect(() => {
    if (!isLoading && !isReady && !isOrdered.current) {
      navigate(buildPath('shopGiftCardCurrency'), { replace: true });
    }
  }, [isLoading, isReady, navigate]);

  const refusal = create.refusal;
  const addressRefused = refusal?.codeString === 'ADDRESS_NOT_FOUND';
  const refetchAddresses = addresses.refetch;
  // An address deleted meanwhile (in another tab, on the profile): the list is asked again to choose another.
  useEffect(() => {
    if (addressRefused) void refetchAddresses();
  }, [addressRefused, refetchAddresses]);

  if (isLoading || !isReady) {
    return (
      <Page title={t`Confirm the order`}>
        <Stack>
          <Skeleton height={120} />
          <Skeleton height={200} />
        </Stack>
      </Page>
    );
  }

  const list = addresses.data ?? [];
  const chosen = list.find((address) => address.id === draft.addressId) ?? null;
  const missingAddress = isPhysical ? addressProblem({ ...draft, addressId: chosen?.id ?? null }) : undefined;
  const amount = readTypedAmount(draft.amount, decimals).amount ?? '0';
  const cardPrice = tomanValueOf(draft, decimals, currencies.tomanPriceOf(draft.currency));
  const issueFee = GIFT_CARD_ISSUE_FEE[draft.type];
  const shipping = isPhysical ? GIFT_CARD_SHIPPING_COST : '0';
  const total = cardPrice === null ? null : add(add(cardPrice, issueFee), shipping);
  const isEstimate = draft.currency !== 'toman';
  const days = currencies.digits(String(GIFT_CARD_SHIPPING_DAYS));

  const confirm = () => {
    setIsSubmitted(true);
    if (missingAddress) return;
    create.send(giftCardRequestOf({ ...draft, addressId: chosen?.id ?? null }, decimals), {
      onSuccess: (order) => {
        isOrdered.current = true;
        clear();
        navigate(
          buildPath('invoice', undefined, {
            id: order.invoiceId,
            nextUrl: buildPath('shopGiftCardOrder', { id: order.id }),
          }),
          { replace: true },
        );
      },
    });
  };

  const refusalText =
    refusal === null
      ? null
      : addressRefused
        ? t`This address is no longer in your list. Choose another one.`
        : refusal.codeString === 'PRODUCT_NOT_ACTIVE'
          ? t`Gift cards cannot be ordered on your account right now.`
          : errorText(refusal);

  let addressSection = null;
  if (isPhysical) {
    let body;
    if (addresses.isPending) {
      body = <Skeleton height={96} />;
    } else if (addresses.isError && !addresses.data) {
      body = (
        <LoadFailure
          message={t`Your addresses could not be loaded.`}
          detail={errorText(addresses.error)}
          onRetry={() => void addresses.refetch()}
        />
      );
    } else if (list.length === 0) {
      body = (
        <EmptyState
          title={t`You have no delivery address yet.`}
          description={t`Add one in your profile, then come back: your card is kept.`}
        />
      );
    } else {
      body = (
        <List>
          {list.map((address) => (
            <Cell
              key={address.id}
              isMultiline
              subtitle={`${address.province}، ${address.city}، ${address.address}`}
              description={address.recipient}
              after={
                address.id === chosen?.id ? (
                  <>
                    <CheckIcon />
                    <VisuallyHidden>{t`(chosen)`}</VisuallyHidden>
                  </>
                ) : null
              }
              disabled={create.isPending}
              onClick={() => change({ addressId: address.id })}
            >
              {address.title}
            </Cell>
          ))}
        </List>
      );
    }
    addressSection = (
      <Section title={t`Send it to`}>
        <Stack gap={2}>
          {body}
          <List>
            <LinkRow href={buildPath('profileAddresses')}>{t`Add or edit addresses`}</LinkRow>
          </List>
          {isSubmitted && missingAddress ? <FieldError>{problemText(missingAddress)}</FieldError> : null}
          <Hint>{t`Shipped within ${days} days of payment.`}</Hint>
        </Stack>
      </Section>
    );
  }

  return (
    <Page title={t`Confirm the order`}>
      <Stack>
        <Card isCentered>
          <GiftCardArt
            design={draft.design}
            amount={currencies.amountOf(amount, draft.currency)}
            recipientName={draft.recipientName.trim()}
            label={t`Card preview`}
          />
        </Card>
        {addressSection}
        <Section title={t`Summary`}>
          <DetailList
            rows={[
              { label: t`Card`, value: i18n._(GIFT_CARD_TYPE_WORDS[draft.type]) },
              { label: t`Design`, value: i18n._(GIFT_CARD_DESIGN_WORDS[draft.design]) },
              { label: t`Recipient`, value: draft.recipientName.trim() },
              draft.message.trim() ? { label: t`Message`, value: draft.message.trim() } : null,
              {
                label: t`Card amount`,
                value: currencies.amountOf(amount, draft.currency),
                note: isEstimate && cardPrice !== null ? currencies.estimate(cardPrice) : undefined,
              },
              { label: t`Issue fee`, value: currencies.toman(issueFee) },
              isPhysical ? { label: t`Shipping cost`, value: currencies.toman(shipping) } : null,
              {
                label: t`Total`,
                value:
                  total === null
                    ? t`Worked out when you order`
                    : isEstimate
                      ? currencies.estimate(total)
                      : currencies.toman(total),
              },
            ]}
          />
        </Section>
        {isEstimate ? (
          <Hint>{t`The card is priced in Toman when you order: the invoice shows the exact total.`}</Hint>
        ) : null}
        {refusalText ? <MessageBox tone="error">{refusalText}</MessageBox> : null}
        <Button
          size="l"
          isStretched
          onClick={confirm}
          isBusy={create.isPending}
          disabled={isPhysical && addresses.isPending}
        >
          {t`Confirm and pay`}
        </Button>
      </Stack>
    </Page>
  );
}
