export { identityFeature } from './module';
