export { kycFeature } from './module';
