export { authFeature } from './module';
