export { SwapPage } from './swap-page';
