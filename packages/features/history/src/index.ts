export { historyFeature } from './module';
