export { marketFeature } from './module';
