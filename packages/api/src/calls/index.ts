import { assetCalls } from './assets';
import { authCalls } from './auth';
import { configCalls } from './config';
import { alertCalls } from './alerts';
import { marketCalls } from './market';
import { portfolioCalls } from './portfolio';
import { transactionCalls } from './transactions';
import { transferCalls } from './transfers';
import { addressBookCalls } from './address-book';
import { depositCalls } from './deposit';
import { userCalls } from './user';
import { withdrawCalls } from './withdraw';
import { twoFactorCalls } from './two-factor';
import { kycCalls } from './kyc';
import { kycDocumentCalls } from './kyc-documents';
import { feedbackCalls } from './feedback';
import { bankAccountCalls } from './bank-accounts';
import { directDebitCalls } from './direct-debit';
import { cashInCalls } from './cash-in';
import { rialWithdrawCalls } from './rial-withdraw';
import { cardToCardCalls } from './card-to-card';
import { gatewayCalls } from './gateway';
import { expressBuyCalls } from './express-buy';
import { otcCalls } from './otc';
import { invoiceCalls } from './invoices';
import { adChequeCalls } from './ad-cheques';
import { giveawayCalls } from './giveaways';
import { notificationSettingsCalls } from './notification-settings';
import { shopCalls } from './shop';
import { giftCardCalls } from './gift-cards';

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
  ...depositCalls,
  ...transferCalls,
  ...addressBookCalls,
  ...withdrawCalls,
  ...twoFactorCalls,
  ...kycCalls,
  ...kycDocumentCalls,
  ...feedbackCalls,
  ...bankAccountCalls,
  ...directDebitCalls,
  ...cashInCalls,
  ...rialWithdrawCalls,
  ...cardToCardCalls,
  ...gatewayCalls,
  ...expressBuyCalls,
  ...otcCalls,
  ...invoiceCalls,
  ...adChequeCalls,
  ...giveawayCalls,
  ...notificationSettingsCalls,
  ...shopCalls,
  ...giftCardCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const CALL_NAMES = Object.keys(calls) as CallName[];
