export { ShopPage } from './shop-page';
