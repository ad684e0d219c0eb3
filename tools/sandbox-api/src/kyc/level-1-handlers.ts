import type { HandlerMap } from '../context';

export const level1Handlers = {} satisfies HandlerMap;
