import { defineFeature, lazyScreen, type Screen } from '@wallet/ui';
import { SHOP_STORAGE_KEYS } from './shared/storage-keys';

const shop = () => import('./shop/screens');
const adCheque = () => import('./ad-cheque/screens');
const claim = () => import('./claim/screens');
const giveaway = () => import('./giveaway/screens');
const jetton = () => import('./jetton/screens');
const giftCard = () => import('./gift-card/screens');
const gate = () => import('./shop/shop-gate');

/**
 * A page of the shop: where the shop tab is hidden (the Myket or Bazaar app with its hide-shop flag), it says the
 * shop is not offered there. The rule loads with the page, not at start-up.
 */
function shopScreen<M>(load: () => Promise<M>, pick: (module: M) => Screen): Screen {
  return lazyScreen(
    () => Promise.all([load(), gate()]),
    ([module, { withShopGate }]) => withShopGate(pick(module)),
  );
}

/**
 * The shop tab and what it sells: Telegram Premium and Stars, ad cheques and their claim page reached from a shared
 * link, giveaways, gift cards.
 */
export const shopFeature = defineFeature({
  name: 'shop',
  screens: {
    shop: shopScreen(shop, (m) => m.ShopPage),
    shopTelegramPremium: shopScreen(jetton, (m) => m.TelegramPremiumPage),
    shopTelegramStars: shopScreen(jetton, (m) => m.TelegramStarsPage),
    shopAdCheque: shopScreen(adCheque, (m) => m.AdChequesPage),
    shopAdChequeNew: shopScreen(adCheque, (m) => m.AdChequeNewPage),
    shopAdChequeInfo: shopScreen(adCheque, (m) => m.AdChequeInfoPage),
    shopGiveaway: shopScreen(giveaway, (m) => m.GiveawaysScreen),
    shopGiveawayNew: shopScreen(giveaway, (m) => m.GiveawayNewPage),
    shopGiftCardCurrency: shopScreen(giftCard, (m) => m.GiftCardCurrencyPage),
    shopGiftCardDesign: shopScreen(giftCard, (m) => m.GiftCardDesignPage),
    shopGiftCardConfirmation: shopScreen(giftCard, (m) => m.GiftCardConfirmationPage),
    shopGiftCardOrders: shopScreen(giftCard, (m) => m.GiftCardOrdersPage),
    shopGiftCardOrder: shopScreen(giftCard, (m) => m.GiftCardOrderPage),
    chequeCaptcha: lazyScreen(claim, (m) => m.ChequeCaptchaPage),
  },
  storageKeys: Object.values(SHOP_STORAGE_KEYS),
});
