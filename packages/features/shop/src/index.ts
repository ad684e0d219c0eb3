export { shopFeature } from './module';
