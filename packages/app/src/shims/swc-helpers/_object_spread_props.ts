export { objectSpreadProps as _ } from './index';
