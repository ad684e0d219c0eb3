export { objectDestructuringEmpty as _ } from './index';
