import type { HandlerMap } from '../context';

export const documentHandlers = {} satisfies HandlerMap;
