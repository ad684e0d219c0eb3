import type { Domain } from '../context';
import { returnGiftCardControl } from './controls';
import { giftCardHandlers } from './handlers';
import { settleGiftCardOrders } from './lifecycle';

/** Gift card orders (spec 000 §3, §4; 001 §10; SHOP-04..06): the calls, the steps on the sandbox clock, the post's return. */
export const giftCardsDomain = {
  name: 'gift-cards',
  handlers: giftCardHandlers,
  watchers: [{ what: 'gift card orders', pass: settleGiftCardOrders }],
  controls: [returnGiftCardControl],
} satisfies Domain;
