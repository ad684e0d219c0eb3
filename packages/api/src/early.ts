// `@wallet/api/early`: what a page's early-calls script needs, without the client, ky or zod: it is loaded
// on its own, before the app's code.
export {
  callHeaders,
  deviceTimezone,
  type CallHeaderValues,
  type ClientPlatform,
} from './client/call-headers';
export type { CallRoute } from './client/call-routes';
export { sendEarlyCalls } from './client/early-calls';
export type { CallName } from './calls';
