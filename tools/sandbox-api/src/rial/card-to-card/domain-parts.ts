import type { Watcher } from '../../context';
import { cardToCardControls, watchCardToCardPayments } from './bank-side';
import { cardToCardHandlers } from './handlers';

/** What card-to-card deposits add to the bank domain. */
export const cardToCard = {
  handlers: cardToCardHandlers,
  watchers: [{ what: 'card-to-card payments', pass: watchCardToCardPayments }] as readonly Watcher[],
  controls: cardToCardControls,
};
