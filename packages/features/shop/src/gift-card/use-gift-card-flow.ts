import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { GIFT_CARD_TOKENS, type GiftCardCurrency } from '@wallet/api';
import type { Decimal } from '@wallet/core';
import {
  coinName,
  persistedAtom,
  useAssets,
  useGlobalConfig,
  usePersistedAtom,
  useSession,
} from '@wallet/ui';
import { SHOP_STORAGE_KEYS } from '../shared/storage-keys';
import { GIFT_CARD_CURRENCY_WORDS } from '../shared/gift-card-words';
import { TOMAN_TOKEN, useChequeFormat } from '../shared/use-cheque-format';
import { EMPTY_GIFT_CARD_DRAFT, readStoredDraft, storedDraftOf, type GiftCardDraft } from './gift-card-form';

const GIFT_CARD_DRAFT = persistedAtom(SHOP_STORAGE_KEYS.giftCardDraft);

/** The gift card being ordered, kept on the device across the flow's pages and reloads. */
export function useGiftCardDraft() {
  const [kept, keep, { loading, clear }] = usePersistedAtom(GIFT_CARD_DRAFT);
  const draft = readStoredDraft(kept);
  const change = useCallback(
    (next: Partial<GiftCardDraft>) =>
      void keep((old) => ({ ...(old ?? storedDraftOf(EMPTY_GIFT_CARD_DRAFT)), ...storedDraftOf(next) })),
    [keep],
  );
  return { draft, change, isLoading: loading, clear: () => void clear() };
}

/** What the pages show of a currency: its name and icon as the app has them, its places, its Toman price. */
export function useGiftCardCurrencies() {
  const { t, i18n } = useLingui();
  const { language } = useSession();
  const format = useChequeFormat();
  const coins = useGlobalConfig().data?.coins;
  // The market prices the app already loads with the balances; not refreshed every few seconds on these pages.
  const assets = useAssets({ isRefreshPaused: true });
  const tokenOf = (currency: GiftCardCurrency) => GIFT_CARD_TOKENS[currency];
  const coinOf = (currency: GiftCardCurrency) => coins?.find((coin) => coin.token === tokenOf(currency));
  const nameOf = (currency: GiftCardCurrency) => {
    const coin = coinOf(currency);
    return currency !== 'toman' && coin
      ? coinName(coin.name, language)
      : i18n._(GIFT_CARD_CURRENCY_WORDS[currency]);
  };
  const tomanPriceOf = (currency: GiftCardCurrency): Decimal | null => {
    if (currency === 'toman') return '1';
    const asset = assets.data?.tokens.find((held) => held.token === tokenOf(currency));
    return asset ? asset.marketData.IRT.lastPrice : null;
  };
  const decimalsOf = (currency: GiftCardCurrency) => format.decimalsOf(tokenOf(currency));
  /** An amount of the card's currency, with its unit. */
  const amountOf = (value: Decimal, currency: GiftCardCurrency) => format.amount(value, tokenOf(currency));
  const toman = (value: Decimal) => format.amount(value, TOMAN_TOKEN);
  return {
    tokenOf,
    unitOf: (currency: GiftCardCurrency) => format.unitOf(tokenOf(currency)),
    iconOf: (currency: GiftCardCurrency) => coinOf(currency)?.icon ?? null,
    nameOf,
    tomanPriceOf,
    decimalsOf,
    amountOf,
    toman,
    estimate: (value: Decimal) => t`about ${toman(value)}`,
    digits: format.digits,
  };
}
