export { GiftCardCurrencyPage } from './select-currency-page';
export { GiftCardDesignPage } from './card-design-page';
export { GiftCardConfirmationPage } from './confirmation-page';
export { GiftCardOrdersPage } from './orders-page';
export { GiftCardOrderPage } from './order-page';
