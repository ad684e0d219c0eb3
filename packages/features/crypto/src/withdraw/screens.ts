export { WithdrawCoinListPage } from './coin-list-page';
export { WithdrawNetworkPage } from './network-page';
export { WithdrawAmountPage } from './amount-page';
export { WithdrawAddressPage } from './address-page';
export { AddressBookPage } from './address-book-page';
export { AddressEntryPage } from './address-entry-page';
export { WithdrawConfirmationPage } from './confirmation-page';
export { WithdrawReceiptPage } from './receipt-page';
