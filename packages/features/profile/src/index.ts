export { profileFeature } from './module';
