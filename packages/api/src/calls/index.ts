import { assetCalls } from './assets';
import { authCalls } from './auth';
import { configCalls } from './config';
import { alertCalls } from './alerts';
import { marketCalls } from './market';
import { portfolioCalls } from './portfolio';
import { transactionCalls } from './transactions';
import { transferCalls } from './transfers';
import { addressBookCalls } from './address-book';
import { walletCalls } from './wallet';
import { userCalls } from './user';
import { withdrawCalls } from './withdraw';
import { twoFactorCalls } from './two-factor';
import { kycCalls } from './kyc';
import { kycDocumentCalls } from './kyc-documents';
import { feedbackCalls } from './feedback';
import { bankCalls } from './bank';
import { directDebitCalls } from './direct-debit';
import { cashInCalls } from './cash-in';
import { bankWithdrawCalls } from './bank-withdraw';
import { cardToCardCalls } from './card-to-card';
import { gatewayCalls } from './gateway';
import { expressBuyCalls } from './express-buy';
import { otcCalls } from './otc';
import { invoiceCalls } from './invoices';

/** Every call of the contract, by name. */
export const calls = {
  ...configCalls,
  ...authCalls,
  ...userCalls,
  ...assetCalls,
  ...marketCalls,
  ...portfolioCalls,
  ...alertCalls,
  ...transactionCalls,
  ...walletCalls,
  ...transferCalls,
  ...addressBookCalls,
  ...withdrawCalls,
  ...twoFactorCalls,
  ...kycCalls,
  ...kycDocumentCalls,
  ...feedbackCalls,
  ...bankCalls,
  ...directDebitCalls,
  ...cashInCalls,
  ...bankWithdrawCalls,
  ...cardToCardCalls,
  ...gatewayCalls,
  ...expressBuyCalls,
  ...otcCalls,
  ...invoiceCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const CALL_NAMES = Object.keys(calls) as CallName[];
