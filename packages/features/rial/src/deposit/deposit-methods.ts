import type { FeatureFlag } from '@wallet/api';
import { buildPath } from '@wallet/ui';

/** Spec 000 §3 "Rial deposit methods", in the order the hub lists them. */
export const RIAL_DEPOSIT_METHODS = [
  'GATEWAY',
  'CASH_IN_CODE',
  'DIRECT_DEBIT',
  'CARD_TO_CARD',
  'POL',
  'PAYA_SATNA',
  'BLU_SAMAN',
  'SAMAN_SAMAN',
] as const satisfies readonly FeatureFlag[];

/** Each method is behind the feature flag of the same name (RIAL-07). */
export type RialDepositMethod = (typeof RIAL_DEPOSIT_METHODS)[number];

/** Spec 001 §9 "Deposit": what one gateway payment may be, in Toman. */
export const DEPOSIT_MIN_TOMAN = '5000';
export const DEPOSIT_MAX_TOMAN = '25000000';
/** Spec 001 §9 "Direct debit and Blu to Saman": instant, no fee, up to this many Toman. */
export const INSTANT_BANK_MAX_TOMAN = '200000000';

/** The page each method leads to; the bank-to-bank methods share the card page, which the query names. */
export function depositMethodPath(method: RialDepositMethod): string {
  switch (method) {
    case 'GATEWAY':
      return buildPath('rialDepositGateway');
    case 'CASH_IN_CODE':
      return buildPath('rialDepositCashInCode');
    case 'DIRECT_DEBIT':
      return buildPath('rialDepositDirectDebit');
    case 'CARD_TO_CARD':
      return buildPath('rialDepositCard');
    case 'POL':
      return buildPath('rialDepositPol');
    case 'PAYA_SATNA':
      return buildPath('rialDepositPayaSatna');
    case 'BLU_SAMAN':
    case 'SAMAN_SAMAN':
      return buildPath('rialDepositCard', undefined, { method });
  }
}
