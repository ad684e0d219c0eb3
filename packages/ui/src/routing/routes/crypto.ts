import { z } from 'zod/mini';
import { q, route } from '../define';

const coinChoice = { token: q.token(), network: q.id(), contract: z.optional(q.id()) };

/**
 * Crypto deposit, withdraw and internal transfer (crypto). A page whose query lacks what its flow chose so far
 * (or carries a malformed value) goes back to the flow's start.
 */
export const CRYPTO_ROUTES = {
  deposit: route(
    '/deposit',
    { token: q.token(), network: z.optional(q.id()), contract: z.optional(q.id()) },
    { flowStart: 'depositCoinList' },
  ),
  depositCoinList: route('/deposit/coin-list'),
  depositSelectNetwork: route(
    '/deposit/select-network',
    { token: q.token() },
    { flowStart: 'depositCoinList' },
  ),

  withdrawTypes: route('/withdraw/types', { token: z.optional(q.token()) }),
  withdrawCoinList: route('/withdraw/coin-list'),

  /** The amount of an internal transfer lives in its draft, not in these addresses. */
  internalTransferAmount: route('/withdraw/internal-transfer/enter-amount', { token: z.optional(q.token()) }),
  internalTransferContacts: route(
    '/withdraw/internal-transfer/telegram-contacts',
    { token: q.token() },
    { flowStart: 'internalTransferAmount' },
  ),
  /** recipient: the handle of the wallet user the transfer goes to. */
  internalTransferConfirmation: route(
    '/withdraw/internal-transfer/transfer-confirmation',
    { token: q.token(), recipient: q.text() },
    { flowStart: 'internalTransferAmount' },
  ),
  /** id: the transaction the transfer made. */
  internalTransferReceipt: route(
    '/withdraw/internal-transfer/receipt',
    { id: q.id() },
    { flowStart: 'internalTransferAmount' },
  ),

  externalTransferNetwork: route(
    '/withdraw/external-transfer/select-network',
    { token: q.token() },
    { flowStart: 'withdrawCoinList' },
  ),
  /** The amount, address and memo of a withdrawal live in its draft; these addresses name the coin only. */
  externalTransferAmount: route('/withdraw/external-transfer/enter-amount', coinChoice, {
    flowStart: 'withdrawCoinList',
  }),
  externalTransferAddress: route('/withdraw/external-transfer/select-address', coinChoice, {
    flowStart: 'withdrawCoinList',
  }),
  /**
   * Adds an address book entry, or edits entry `id`. Inside a withdrawal it names the flow's coin and network
   * and returns to it; opened from the address book alone it has none.
   */
  externalTransferAddAddress: route('/withdraw/external-transfer/add-address', {
    token: z.optional(q.token()),
    network: z.optional(q.id()),
    contract: z.optional(q.id()),
    id: z.optional(q.id()),
  }),
  externalTransferContacts: route('/withdraw/external-transfer/contacts', {
    token: z.optional(q.token()),
    network: z.optional(q.id()),
    contract: z.optional(q.id()),
  }),
  externalTransferConfirmation: route('/withdraw/external-transfer/transfer-confirmation', coinChoice, {
    flowStart: 'withdrawCoinList',
  }),
  /** id: the withdrawal's transaction. */
  externalTransferReceipt: route(
    '/withdraw/external-transfer/receipt',
    { id: q.id() },
    { flowStart: 'withdrawCoinList' },
  ),
};
