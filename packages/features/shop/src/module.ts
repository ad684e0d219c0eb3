import { defineFeature, lazyScreen } from '@wallet/ui';
import { SHOP_STORAGE_KEYS } from './shared/storage-keys';

const shop = () => import('./shop/screens');
const telegramItems = () => import('./telegram-items-screens');

/**
 * The shop tab and what it sells: Telegram Premium and Stars, ad cheques and their claim page reached from a shared
 * link, giveaways, gift cards. Each page is behind the hide-shop rule, applied in its own lazy chunk.
 */
export const shopFeature = defineFeature({
  name: 'shop',
  screens: {
    shop: lazyScreen(shop, (m) => m.ShopPage),
    shopTelegramPremium: lazyScreen(shop, (m) => m.TelegramPremiumPage),
    shopTelegramStars: lazyScreen(shop, (m) => m.TelegramStarsPage),
    shopAdCheque: lazyScreen(telegramItems, (m) => m.AdChequesPage),
    shopAdChequeNew: lazyScreen(telegramItems, (m) => m.AdChequeNewPage),
    shopAdChequeInfo: lazyScreen(telegramItems, (m) => m.AdChequeInfoPage),
    shopGiveaway: lazyScreen(telegramItems, (m) => m.GiveawaysScreen),
    shopGiveawayNew: lazyScreen(telegramItems, (m) => m.GiveawayNewPage),
    shopGiftCardCurrency: lazyScreen(shop, (m) => m.GiftCardCurrencyPage),
    shopGiftCardDesign: lazyScreen(shop, (m) => m.GiftCardDesignPage),
    shopGiftCardConfirmation: lazyScreen(shop, (m) => m.GiftCardConfirmationPage),
    shopGiftCardOrders: lazyScreen(shop, (m) => m.GiftCardOrdersPage),
    shopGiftCardOrder: lazyScreen(shop, (m) => m.GiftCardOrderPage),
    chequeCaptcha: lazyScreen(telegramItems, (m) => m.ChequeCaptchaPage),
  },
  storageKeys: Object.values(SHOP_STORAGE_KEYS),
});
