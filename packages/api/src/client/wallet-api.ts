import { calls } from '../calls';
import { createApiClient, type ApiClient, type ApiClientConfig } from './create-client';

export type WalletApi = ApiClient<typeof calls>;

/** The wallet's API client, generated from every definition of the contract. */
export function createWalletApi(config: ApiClientConfig): WalletApi {
  return createApiClient(calls, config);
}
