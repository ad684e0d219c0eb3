import { createContext, useContext, type ReactNode } from 'react';
import type { WalletApi } from '@wallet/api';

const ApiContext = createContext<WalletApi | null>(null);

/** The one API client of the app; the shell creates it with the session's token and headers. */
export function ApiProvider({ api, children }: { api: WalletApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): WalletApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider> above it');
  return api;
}
