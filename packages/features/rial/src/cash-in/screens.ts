export { CashInCodePage } from './cash-in-code-page';
