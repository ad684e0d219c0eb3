export { PayaSatnaPage } from './paya-satna-page';
export { PolPage } from './pol-page';
