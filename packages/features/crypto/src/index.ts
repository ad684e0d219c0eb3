export { cryptoFeature } from './module';
