export { securityFeature } from './module';
