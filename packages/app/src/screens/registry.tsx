import { lazy, type ComponentType } from 'react';
import { DashboardPage } from '@wallet/features-wallet';
import type { RouteName } from '@wallet/ui';
import { UnderConstructionPage } from './under-construction';

const LoginPage = lazy(() =>
  import('@wallet/features-auth').then((module) => ({ default: module.LoginPage })),
);
const MarketPage = lazy(() =>
  import('@wallet/features-market').then((module) => ({ default: module.MarketPage })),
);
const CoinPage = lazy(() =>
  import('@wallet/features-market').then((module) => ({ default: module.CoinPage })),
);
const CoinAlertsPage = lazy(() =>
  import('@wallet/features-market').then((module) => ({ default: module.CoinAlertsPage })),
);
const NewAlertPage = lazy(() =>
  import('@wallet/features-market').then((module) => ({ default: module.NewAlertPage })),
);
const DepositCoinListPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.DepositCoinListPage })),
);
const DepositNetworkPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.DepositNetworkPage })),
);
const DepositPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.DepositPage })),
);
const TransactionsPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.TransactionsPage })),
);
const TransactionPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.TransactionPage })),
);
const TransactionBackPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.TransactionBackPage })),
);
const ReceiptPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.ReceiptPage })),
);
const TransferAmountPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.TransferAmountPage })),
);
const TransferRecipientPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.TransferRecipientPage })),
);
const TransferConfirmationPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.TransferConfirmationPage })),
);
const TransferReceiptPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.TransferReceiptPage })),
);
const WithdrawTypesPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.WithdrawTypesPage })),
);

const WithdrawCoinListPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.WithdrawCoinListPage })),
);
const WithdrawNetworkPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.WithdrawNetworkPage })),
);
const WithdrawAmountPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.WithdrawAmountPage })),
);
const WithdrawAddressPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.WithdrawAddressPage })),
);
const AddressEntryPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.AddressEntryPage })),
);
const AddressBookPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.AddressBookPage })),
);
const WithdrawConfirmationPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.WithdrawConfirmationPage })),
);
const WithdrawReceiptPage = lazy(() =>
  import('@wallet/features-crypto').then((module) => ({ default: module.WithdrawReceiptPage })),
);

export interface ScreenProps {
  telegramBotUrl: string | null;
}

/**
 * The screens that exist, by route. The dashboard is in the first bundle (it is what most opens show);
 * every other screen loads on demand. A route missing here goes to /under-construction.
 */
export const SCREENS: Partial<Record<RouteName, ComponentType<ScreenProps>>> = {
  dashboard: DashboardPage,
  login: LoginPage,
  market: MarketPage,
  coin: CoinPage,
  coinAlerts: CoinAlertsPage,
  coinNewAlert: NewAlertPage,
  deposit: DepositPage,
  depositCoinList: DepositCoinListPage,
  depositSelectNetwork: DepositNetworkPage,
  transactions: TransactionsPage,
  transaction: TransactionPage,
  transactionBack: TransactionBackPage,
  transactionReceipt: ReceiptPage,
  withdrawTypes: WithdrawTypesPage,
  internalTransferAmount: TransferAmountPage,
  internalTransferContacts: TransferRecipientPage,
  internalTransferConfirmation: TransferConfirmationPage,
  internalTransferReceipt: TransferReceiptPage,
  withdrawCoinList: WithdrawCoinListPage,
  externalTransferNetwork: WithdrawNetworkPage,
  externalTransferAmount: WithdrawAmountPage,
  externalTransferAddress: WithdrawAddressPage,
  externalTransferAddAddress: AddressEntryPage,
  externalTransferContacts: AddressBookPage,
  externalTransferConfirmation: WithdrawConfirmationPage,
  externalTransferReceipt: WithdrawReceiptPage,
  underConstruction: UnderConstructionPage,
};

export const isBuilt = (name: RouteName) => name in SCREENS;
