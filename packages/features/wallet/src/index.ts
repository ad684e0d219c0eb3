export { walletFeature } from './module';
