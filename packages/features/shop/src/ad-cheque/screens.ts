export { AdChequeInfoPage } from './ad-cheque-info-page';
export { AdChequeNewPage } from './ad-cheque-new-page';
export { AdChequesPage } from './ad-cheques-page';
