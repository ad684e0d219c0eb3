import type { Domain } from '../context';
import { joinHandlers } from '../handler-maps';
import { cardToCard } from './card-to-card/domain-parts';
import { cashIn } from './cash-in/domain-parts';
import { bankControls } from './controls';
import { directDebit } from './direct-debit/domain-parts';
import { gateway } from './gateway/domain-parts';
import { bankHandlers } from './handlers';
import { rialWithdrawParts } from './withdraw/domain-parts';

/** The user's bank cards and IBANs, checked with the simulated banks' owner registry. */
export const bankDomain = {
  name: 'rial',
  handlers: joinHandlers([
    bankHandlers,
    cardToCard.handlers,
    cashIn.handlers,
    rialWithdrawParts.handlers,
    directDebit.handlers,
    gateway.handlers,
  ]),
  watchers: [
    ...cardToCard.watchers,
    ...cashIn.watchers,
    ...rialWithdrawParts.watchers,
    ...directDebit.watchers,
    ...gateway.watchers,
  ],
  controls: [
    ...bankControls,
    ...cardToCard.controls,
    ...cashIn.controls,
    ...rialWithdrawParts.controls,
    ...gateway.controls,
  ],
  pages: [...directDebit.pages, ...gateway.pages],
} satisfies Domain;
