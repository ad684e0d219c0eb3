import { directDebitBankPages } from './bank-page';
import { settleAllContracts } from './contracts';
import { directDebitHandlers } from './handlers';

/**
 * Direct debit: its calls, the watcher that activates approved contracts (and fails unanswered ones) on the
 * sandbox clock, and the simulated banks' mandate pages.
 */
export const directDebit = {
  handlers: directDebitHandlers,
  watchers: [{ what: 'direct-debit contracts', pass: settleAllContracts }],
  pages: directDebitBankPages,
} as const;
