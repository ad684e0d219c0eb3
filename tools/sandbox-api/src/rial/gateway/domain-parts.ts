import type { Watcher } from '../../context';
import { gatewayHandlers } from './handlers';
import { gatewayPages } from './page';
import { expireGatewayPayments } from './payments';
import { gatewayControls } from './world';

/** What gateway deposits add to the bank domain: the calls, the gateway's page, its expiry and its controls. */
export const gateway = {
  handlers: gatewayHandlers,
  watchers: [{ what: 'gateway payments', pass: expireGatewayPayments }] as readonly Watcher[],
  controls: gatewayControls,
  pages: gatewayPages,
};
