import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GIFT_CARD_CURRENCIES, GIFT_CARD_MAX_TOMAN, GIFT_CARD_MIN_TOMAN, GIFT_CARD_TYPES } from '@wallet/api';
import {
  AmountInput,
  Button,
  Cell,
  CheckIcon,
  CoinIcon,
  Hint,
  List,
  Section,
  Skeleton,
  Stack,
  ToggleGroup,
  VisuallyHidden,
} from '@wallet/kit';
import { buildPath, LinkRow, Page, useNavigate } from '@wallet/ui';
import { GIFT_CARD_TYPE_WORDS } from '../shared/gift-card-words';
import { amountProblem, tomanValueOf } from './gift-card-form';
import { useGiftCardProblemText } from './gift-card-problem-text';
import { useGiftCardCurrencies, useGiftCardDraft } from './use-gift-card-flow';

/**
 * /shop/gift-card/select-currency: the first step of a gift card: digital or printed, its currency and its
 * amount, with the amount's Toman value estimated from the market prices.
 */
export function GiftCardCurrencyPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { draft, change, isLoading } = useGiftCardDraft();
  const currencies = useGiftCardCurrencies();
  const problemText = useGiftCardProblemText();
  const [isTouched, setIsTouched] = useState(false);

  const decimals = currencies.decimalsOf(draft.currency);
  const tomanPrice = currencies.tomanPriceOf(draft.currency);
  const problem = amountProblem(draft, decimals, tomanPrice);
  const value = tomanValueOf(draft, decimals, tomanPrice);
  const limits = t`A card is worth ${currencies.toman(GIFT_CARD_MIN_TOMAN)} to ${currencies.toman(GIFT_CARD_MAX_TOMAN)}.`;
  const hint =
    draft.currency === 'toman' || !draft.amount
      ? limits
      : value !== null
        ? `${currencies.estimate(value)}. ${limits}`
        : t`Its Toman price is worked out when you order. ${limits}`;

  const next = () => {
    setIsTouched(true);
    if (problem) return;
    navigate(buildPath('shopGiftCardDesign'));
  };

  return (
    <Page title={t`Gift card`}>
      {isLoading ? (
        <Stack>
          <Skeleton height={48} />
          <Skeleton height={260} />
        </Stack>
      ) : (
        <Stack>
          <ToggleGroup
            label={t`Card type`}
            options={GIFT_CARD_TYPES.map((type) => ({
              value: type,
              label: i18n._(GIFT_CARD_TYPE_WORDS[type]),
            }))}
            value={draft.type}
            onChange={(type) => change({ type, ...(type === 'DIGITAL' ? { addressId: null } : {}) })}
          />
          <Hint>
            {draft.type === 'DIGITAL'
              ? t`An activation code in the app, to send to anyone.`
              : t`A printed card posted to your address, with its activation code.`}
          </Hint>
          <Section title={t`Currency`}>
            <List>
              {GIFT_CARD_CURRENCIES.map((currency) => {
                const isChosen = currency === draft.currency;
                return (
                  <Cell
                    key={currency}
                    before={
                      <CoinIcon
                        symbol={currencies.tokenOf(currency)}
                        src={currencies.iconOf(currency)}
                        size={32}
                      />
                    }
                    after={
                      isChosen ? (
                        <>
                          <CheckIcon />
                          <VisuallyHidden>{t`(chosen)`}</VisuallyHidden>
                        </>
                      ) : null
                    }
                    subtitle={
                      currencies.tokenOf(currency) === 'IRT' ? undefined : currencies.tokenOf(currency)
                    }
                    onClick={() => change({ currency })}
                  >
                    {currencies.nameOf(currency)}
                  </Cell>
                );
              })}
            </List>
          </Section>
          <AmountInput
            label={t`Card amount`}
            name="amount"
            value={draft.amount}
            onChange={(amount) => {
              change({ amount });
              setIsTouched(true);
            }}
            maxDecimals={decimals}
            unit={currencies.unitOf(draft.currency)}
            error={isTouched ? problemText(problem) : undefined}
            hint={hint}
          />
          <Button size="l" isStretched onClick={next}>
            {t`Next`}
          </Button>
          <List>
            <LinkRow href={buildPath('shopGiftCardOrders')}>{t`My gift card orders`}</LinkRow>
          </List>
        </Stack>
      )}
    </Page>
  );
}
