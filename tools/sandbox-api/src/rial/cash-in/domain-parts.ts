import type { Watcher } from '../../context';
import { incomingTransferControl } from './controls';
import { cashInHandlers } from './handlers';
import { creditDueIdentifiedDeposits } from './incoming-transfers';

/** Identified (cash-in code) deposits: the code, the transfers that came with it, PAYA cycles on the clock. */
export const cashIn = {
  handlers: cashInHandlers,
  watchers: [
    { what: 'identified deposits at the PAYA cycle', pass: creditDueIdentifiedDeposits },
  ] as readonly Watcher[],
  controls: [incomingTransferControl],
} as const;
