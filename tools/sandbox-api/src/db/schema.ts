/**
 * Every table, as migrations/*.sql create them, for the database client and the test that checks that both
 * agree. Each domain keeps its own tables in its folder; a domain with tables adds its line here.
 */
export * from './tables';
export * from '../config/tables';
export * from '../auth/tables';
export * from '../profile/tables';
export * from '../market/tables';
export * from '../wallet/tables';
export * from '../kyc/tables';
export * from '../profile/feedback-tables';
export * from '../kyc/document-tables';
export * from '../rial/tables';
export * from '../rial/card-to-card/tables';
export * from '../rial/direct-debit/tables';
export * from '../rial/cash-in/tables';
export * from '../rial/gateway/tables';
export * from '../invoices/tables';
export * from '../trade/tables';
export * from '../ad-cheques/tables';
export * from '../giveaways/tables';
export * from '../gift-cards/tables';
export * from '../bot-notices/tables';
export * from '../shop/tables';
