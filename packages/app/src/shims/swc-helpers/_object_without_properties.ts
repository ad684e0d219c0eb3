export { objectWithoutProperties as _ } from './index';
