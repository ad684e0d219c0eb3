import { defineFeature, lazyScreen } from '@wallet/ui';
import { SHOP_STORAGE_KEYS } from './shared/storage-keys';

const shop = () => import('./shop/screens');
const adCheque = () => import('./ad-cheque/screens');
const claim = () => import('./claim/screens');
const giveaway = () => import('./giveaway/screens');
const giftCard = () => import('./gift-card/screens');

/**
 * The shop tab and what it sells today: ad cheques and their claim page reached from a shared link, giveaways,
 * gift cards.
 */
export const shopFeature = defineFeature({
  name: 'shop',
  screens: {
    shop: lazyScreen(shop, (m) => m.ShopPage),
    shopAdCheque: lazyScreen(adCheque, (m) => m.AdChequesPage),
    shopAdChequeNew: lazyScreen(adCheque, (m) => m.AdChequeNewPage),
    shopAdChequeInfo: lazyScreen(adCheque, (m) => m.AdChequeInfoPage),
    shopGiveaway: lazyScreen(giveaway, (m) => m.GiveawaysScreen),
    shopGiveawayNew: lazyScreen(giveaway, (m) => m.GiveawayNewPage),
    shopGiftCardCurrency: lazyScreen(giftCard, (m) => m.GiftCardCurrencyPage),
    shopGiftCardDesign: lazyScreen(giftCard, (m) => m.GiftCardDesignPage),
    shopGiftCardConfirmation: lazyScreen(giftCard, (m) => m.GiftCardConfirmationPage),
    shopGiftCardOrders: lazyScreen(giftCard, (m) => m.GiftCardOrdersPage),
    shopGiftCardOrder: lazyScreen(giftCard, (m) => m.GiftCardOrderPage),
    chequeCaptcha: lazyScreen(claim, (m) => m.ChequeCaptchaPage),
  },
  storageKeys: Object.values(SHOP_STORAGE_KEYS),
});
