import { withShopGate } from './shop-gate';
import { ShopPage as ShopPageUngated } from './shop-page';
import { TelegramPremiumPage as PremiumUngated } from '../jetton/premium-page';
import { TelegramStarsPage as StarsUngated } from '../jetton/stars-page';
import { GiftCardCurrencyPage as GiftCardCurrencyPageUngated } from '../gift-card/select-currency-page';
import { GiftCardDesignPage as GiftCardDesignPageUngated } from '../gift-card/card-design-page';
import { GiftCardConfirmationPage as GiftCardConfirmationPageUngated } from '../gift-card/confirmation-page';
import { GiftCardOrdersPage as GiftCardOrdersPageUngated } from '../gift-card/orders-page';
import { GiftCardOrderPage as GiftCardOrderPageUngated } from '../gift-card/order-page';

// The shop tab and the pages of what it sells (Telegram Premium and Stars, gift cards) load together, one entry
// in start-up code. Every shop page is behind the hide-shop rule of the bottom navigation's tab (shop-gate.tsx).
export const ShopPage = withShopGate(ShopPageUngated);
export const TelegramPremiumPage = withShopGate(PremiumUngated);
export const TelegramStarsPage = withShopGate(StarsUngated);
export const GiftCardCurrencyPage = withShopGate(GiftCardCurrencyPageUngated);
export const GiftCardDesignPage = withShopGate(GiftCardDesignPageUngated);
export const GiftCardConfirmationPage = withShopGate(GiftCardConfirmationPageUngated);
export const GiftCardOrdersPage = withShopGate(GiftCardOrdersPageUngated);
export const GiftCardOrderPage = withShopGate(GiftCardOrderPageUngated);
