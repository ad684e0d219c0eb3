import type { Domain } from '../context';
import { invoiceHandlers } from './handlers';
import { shopInvoiceControl } from './shop-stand-in';
import { cancelOverdueInvoices, refundUndeliveredInvoices } from './watcher';

/** Invoices and the ways to pay them (spec 000 §3; 001 §7): the calls, the expiry with its refund, the escrow deadline, the shop's stand-in. */
export const invoicesDomain = {
  name: 'invoices',
  handlers: invoiceHandlers,
  watchers: [
    { what: 'invoice expiry', pass: cancelOverdueInvoices },
    { what: 'invoice escrow deadline', pass: refundUndeliveredInvoices },
  ],
  controls: [shopInvoiceControl],
} satisfies Domain;
