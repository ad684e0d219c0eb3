import type { Domain } from '../context';
import { joinHandlers } from '../handler-maps';
import { addressBookHandlers } from './address-book-handlers';
import { assetHandlers } from './asset-handlers';
import { walletControls } from './controls';
import { depositHandlers } from './deposit-handlers';
import { confirmDeposits } from './deposits';
import { transactionHandlers } from './transaction-handlers';
import { transferHandlers } from './transfer-handlers';
import { withdrawHandlers } from './withdraw-handlers';
import { advanceWithdrawals } from './withdrawal-progress';

/** Balances on the ledger and what moves them: deposits, transfers, withdrawals; the address book, history. */
export const walletDomain = {
  name: 'wallet',
  handlers: joinHandlers([
    assetHandlers,
    depositHandlers,
    transferHandlers,
    addressBookHandlers,
    withdrawHandlers,
    transactionHandlers,
  ]),
  watchers: [
    { what: 'deposit confirmation', pass: confirmDeposits },
    { what: 'withdrawal progress', pass: advanceWithdrawals },
  ],
  controls: walletControls,
} satisfies Domain;
