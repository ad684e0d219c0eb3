export { assign as _ } from './index';
