import type { HandlerMap } from '../context';

export const feedbackHandlers = {} satisfies HandlerMap;
