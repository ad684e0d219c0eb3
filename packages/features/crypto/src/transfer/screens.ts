export { TransferAmountPage } from './amount-page';
export { TransferRecipientPage } from './recipient-page';
export { TransferConfirmationPage } from './confirmation-page';
export { TransferReceiptPage } from './receipt-page';
export { WithdrawTypesPage } from './withdraw-types-page';
