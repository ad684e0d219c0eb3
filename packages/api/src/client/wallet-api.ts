import type { Calls } from '../calls';
import { createApiClient, createLazyApiClient, type ApiClient, type ApiClientConfig } from './create-client';

export type WalletApi = ApiClient<Calls>;

/** The route table, loaded with the first call: the contract grows, the app's start-up code does not. */
const loadCallRoutes = async () => (await import('./call-routes.generated')).CALL_ROUTES;

/**
 * The wallet's API client, one typed function per call of the contract. It sends calls from their routes;
 * to check answers against the contract (development and tests), pass the definitions, `calls`.
 */
export function createWalletApi(config: ApiClientConfig, definitions?: Calls): WalletApi {
  if (definitions) return createApiClient(definitions, config);
  if (config.validateResponses) throw new TypeError('Checking answers needs the call definitions');
  return createLazyApiClient<Calls>(loadCallRoutes, config);
}
