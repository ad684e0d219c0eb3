import type { Watcher } from '../../context';
import { rialWithdrawControls } from './controls';
import { rialWithdrawHandlers } from './handlers';
import { advanceRialWithdrawals } from './progress';

/** Rial withdraw to an IBAN: its calls, its settlement watcher and the bank desk's control. */
export const rialWithdrawParts = {
  handlers: rialWithdrawHandlers,
  watchers: [{ what: 'Rial withdrawal settlement', pass: advanceRialWithdrawals }] as readonly Watcher[],
  controls: rialWithdrawControls,
};
