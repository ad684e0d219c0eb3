export { objectSpread as _ } from './index';
