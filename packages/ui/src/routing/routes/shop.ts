import { z } from 'zod/mini';
import { q, route } from '../define';

/** The shop's pages: the shop, its ad cheques and their claim page (the rest not built yet). */
export const SHOP_ROUTES = {
  shop: route('/shop'),
  /** id: the giveaway a link names (its start link); without it, the giveaways page. */
  shopGiveaway: route('/shop/giveaway', { id: z.optional(q.id()) }),
  /** A new giveaway: its form, then its GIVEAWAY invoice. */
  shopGiveawayNew: route('/shop/giveaway/new'),
  /** jettonId: a Premium plan bought, whose delivery the page shows (the invoice page comes back with it). */
  shopTelegramPremium: route('/shop/telegram-premium', { jettonId: z.optional(q.id()) }),
  /** jettonId: a Stars pack bought, whose delivery the page shows, or which it sends to a username. */
  shopTelegramStars: route('/shop/telegram-stars', { jettonId: z.optional(q.id()) }),
  shopGiftCardCurrency: route('/shop/gift-card/select-currency'),
  shopGiftCardDesign: route('/shop/gift-card/card-design'),
  shopGiftCardConfirmation: route('/shop/gift-card/confirmation'),
  shopGiftCardOrders: route('/shop/gift-card/orders'),
  shopGiftCardOrder: route('/shop/gift-card/orders/:id'),
  shopAdCheque: route('/shop/ad-cheque'),
  shopAdChequeNew: route('/shop/ad-cheque/new'),
  /** id: the user's own cheque. */
  shopAdChequeInfo: route('/shop/ad-cheque/info', { id: q.id() }),
  /** An ad cheque's claim (spec 001 §7's captcha calls): chequeId, and referredById, who shared the link. */
  chequeCaptcha: route('/cheque/captcha', { chequeId: q.id(), referredById: z.optional(q.id()) }),
};
