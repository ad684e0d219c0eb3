import { defineFeature, lazyScreen } from '@wallet/ui';

const bankAccounts = () => import('./bank-accounts/screens');
const deposit = () => import('./deposit/screens');

/** Toman in and out: bank cards and IBANs, every Rial deposit method, withdrawal to an IBAN, direct debit. */
export const rialFeature = defineFeature({
  name: 'rial',
  screens: {
    profileFinancial: lazyScreen(bankAccounts, (m) => m.FinancialPage),
    rialDeposit: lazyScreen(deposit, (m) => m.RialDepositPage),
    topup: lazyScreen(deposit, (m) => m.TopupPage),
  },
});
