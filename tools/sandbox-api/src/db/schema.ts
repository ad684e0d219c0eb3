/**
 * Every table, as migrations/*.sql create them, for the database client and the test that checks that both
 * agree. Each domain keeps its own tables in its folder; a domain with tables adds its line here.
 */
export * from './tables';
export * from '../config/tables';
export * from '../auth/tables';
export * from '../users/tables';
export * from '../market/tables';
export * from '../wallet/tables';
export * from '../kyc/tables';
export * from '../users/feedback-tables';
export * from '../kyc/document-tables';
export * from '../bank/tables';
export * from '../bank/card-to-card/tables';
export * from '../bank/direct-debit/tables';
export * from '../bank/cash-in/tables';
export * from '../bank/gateway/tables';
export * from '../invoices/tables';
export * from '../trade/tables';
