import { route } from '../define';

/** The shop's pages (shop, not built yet). */
export const SHOP_ROUTES = {
  shop: route('/shop'),
  shopGiveaway: route('/shop/giveaway'),
  shopTelegramPremium: route('/shop/telegram-premium'),
  shopTelegramStars: route('/shop/telegram-stars'),
  shopGiftCardCurrency: route('/shop/gift-card/select-currency'),
  shopGiftCardDesign: route('/shop/gift-card/card-design'),
  shopGiftCardConfirmation: route('/shop/gift-card/confirmation'),
  shopGiftCardOrders: route('/shop/gift-card/orders'),
  shopGiftCardOrder: route('/shop/gift-card/orders/:id'),
  shopAdCheque: route('/shop/ad-cheque'),
  shopAdChequeNew: route('/shop/ad-cheque/new'),
  shopAdChequeInfo: route('/shop/ad-cheque/info'),
  chequeCaptcha: route('/cheque/captcha'),
};
