export { CardToCardPage } from './card-to-card-page';
