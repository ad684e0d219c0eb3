import type { Calls } from '../calls';
import { CALL_ROUTES } from './call-routes.generated';
import { createApiClient, type ApiClient, type ApiClientConfig } from './create-client';

export type WalletApi = ApiClient<Calls>;

/**
 * The wallet's API client, one typed function per call of the contract. It sends calls from their routes;
 * to check answers against the contract (development and tests), pass the definitions, `calls`.
 */
export function createWalletApi(config: ApiClientConfig, definitions?: Calls): WalletApi {
  if (definitions) return createApiClient(definitions, config);
  if (config.validateResponses) throw new TypeError('Checking answers needs the call definitions');
  return createApiClient<Calls>(CALL_ROUTES, config);
}
