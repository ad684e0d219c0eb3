export { InvoiceCard2cardPage } from './invoice-card2card-page';
export { InvoicePage, PaymentPage } from './invoice-page';
