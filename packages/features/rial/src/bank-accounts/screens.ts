export { FinancialPage } from './financial-page';
