import { defineFeature, lazyScreen } from '@wallet/ui';
import { CRYPTO_STORAGE_KEYS } from './shared/storage-keys';

const deposit = () => import('./deposit/screens');
const transfer = () => import('./transfer/screens');
const withdraw = () => import('./withdraw/screens');

/** Crypto money: deposit, withdraw to an address, and internal transfer to another wallet user. */
export const cryptoFeature = defineFeature({
  name: 'crypto',
  screens: {
    deposit: lazyScreen(deposit, (m) => m.DepositPage),
    depositCoinList: lazyScreen(deposit, (m) => m.DepositCoinListPage),
    depositSelectNetwork: lazyScreen(deposit, (m) => m.DepositNetworkPage),
    withdrawTypes: lazyScreen(transfer, (m) => m.WithdrawTypesPage),
    internalTransferAmount: lazyScreen(transfer, (m) => m.TransferAmountPage),
    internalTransferContacts: lazyScreen(transfer, (m) => m.TransferRecipientPage),
    internalTransferConfirmation: lazyScreen(transfer, (m) => m.TransferConfirmationPage),
    internalTransferReceipt: lazyScreen(transfer, (m) => m.TransferReceiptPage),
    withdrawCoinList: lazyScreen(withdraw, (m) => m.WithdrawCoinListPage),
    externalTransferNetwork: lazyScreen(withdraw, (m) => m.WithdrawNetworkPage),
    externalTransferAmount: lazyScreen(withdraw, (m) => m.WithdrawAmountPage),
    externalTransferAddress: lazyScreen(withdraw, (m) => m.WithdrawAddressPage),
    externalTransferAddAddress: lazyScreen(withdraw, (m) => m.AddressEntryPage),
    externalTransferContacts: lazyScreen(withdraw, (m) => m.AddressBookPage),
    externalTransferConfirmation: lazyScreen(withdraw, (m) => m.WithdrawConfirmationPage),
    externalTransferReceipt: lazyScreen(withdraw, (m) => m.WithdrawReceiptPage),
  },
  storageKeys: Object.values(CRYPTO_STORAGE_KEYS),
});
