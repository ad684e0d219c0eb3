import { assetCalls } from './assets';
import { authCalls } from './auth';
import { configCalls } from './config';
import { marketCalls } from './market';
import { userCalls } from './user';

/** Every call of the contract, by name. */
export const calls = {
  ...configCalls,
  ...authCalls,
  ...userCalls,
  ...assetCalls,
  ...marketCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const CALL_NAMES = Object.keys(calls) as CallName[];
