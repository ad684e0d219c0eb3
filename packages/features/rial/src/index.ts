export { rialFeature } from './module';
