import type { Domain } from '../context';
import { configHandlers } from './handlers';

/** Global config (coins, feature flags, banners), and what devices and campaigns report. */
export const configDomain = {
  name: 'config',
  handlers: configHandlers,
} satisfies Domain;
