import { RIAL_DEPOSIT_METHODS, type RialDepositMethod } from '@wallet/api';
import { buildPath } from '@wallet/ui';

export { RIAL_DEPOSIT_METHODS, type RialDepositMethod };

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
