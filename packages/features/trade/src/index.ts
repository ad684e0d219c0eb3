export { tradeFeature } from './module';
