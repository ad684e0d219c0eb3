import type { Domain } from '../context';
import { configControls } from './controls';
import { configHandlers } from './handlers';

/** Global config (coins, feature flags, banners), and what devices and campaigns report. */
export const configDomain = {
  name: 'config',
  handlers: configHandlers,
  controls: configControls,
} satisfies Domain;
