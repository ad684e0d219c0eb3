import { defineFeature, lazyScreen } from '@wallet/ui';
import { RIAL_STORAGE_KEYS } from './shared/storage-keys';

const bankAccounts = () => import('./bank-accounts/screens');
const deposit = () => import('./deposit/screens');
const cashIn = () => import('./cash-in/screens');
const bankTransfer = () => import('./bank-transfer/screens');
const withdraw = () => import('./withdraw/screens');
const cardToCard = () => import('./card-to-card/screens');
const directDebit = () => import('./direct-debit/screens');
const gateway = () => import('./gateway/screens');

/** Toman in and out: bank cards and IBANs, every Rial deposit method, withdrawal to an IBAN, direct debit. */
export const rialFeature = defineFeature({
  name: 'rial',
  screens: {
    profileFinancial: lazyScreen(bankAccounts, (m) => m.FinancialPage),
    rialDeposit: lazyScreen(deposit, (m) => m.RialDepositPage),
    topup: lazyScreen(deposit, (m) => m.TopupPage),
    rialDepositCashInCode: lazyScreen(cashIn, (m) => m.CashInCodePage),
    rialDepositPol: lazyScreen(bankTransfer, (m) => m.PolPage),
    rialDepositPayaSatna: lazyScreen(bankTransfer, (m) => m.PayaSatnaPage),
    rialWithdraw: lazyScreen(withdraw, (m) => m.RialWithdrawPage),
    rialWithdrawConfirm: lazyScreen(withdraw, (m) => m.RialWithdrawConfirmPage),
    rialDepositCard: lazyScreen(cardToCard, (m) => m.CardToCardPage),
    rialDepositDirectDebit: lazyScreen(directDebit, (m) => m.DirectDebitDepositPage),
    directDebitNew: lazyScreen(directDebit, (m) => m.DirectDebitNewPage),
    directDebitResult: lazyScreen(directDebit, (m) => m.DirectDebitResultPage),
    directDebitContracts: lazyScreen(directDebit, (m) => m.DirectDebitContractsPage),
    rialDepositGateway: lazyScreen(gateway, (m) => m.GatewayPage),
    paymentResult: lazyScreen(gateway, (m) => m.PaymentResultPage),
    result: lazyScreen(gateway, (m) => m.ResultPage),
  },
  storageKeys: Object.values(RIAL_STORAGE_KEYS),
});
