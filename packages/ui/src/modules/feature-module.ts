import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import type { WalletApi } from '@wallet/api';
import type { StorageKey } from '@wallet/platform';
import type { RouteName } from '../routing';

/** What the shell gives every screen. */
export interface ScreenProps {
  /** The bot's mini-app link (t.me/…), for "open in Telegram"; null hides it. */
  telegramBotUrl: string | null;
}

export type Screen = ComponentType<ScreenProps>;

/** Starts a query a screen makes as soon as it opens, into the client the screen's own hook will read. */
export type FirstQuery = (client: QueryClient, api: WalletApi) => Promise<void>;

/** A FirstQuery from the query's options (the same key, function and staleTime as the screen's hook). */
export function firstQuery<TData, TKey extends QueryKey>(
  options: (api: WalletApi) => FetchQueryOptions<TData, Error, TData, TKey>,
): FirstQuery {
  return (client, api) => client.prefetchQuery(options(api));
}

/**
 * A product area as the app sees it: the routes it draws (screens load on demand, so a feature's code stays
 * out of the first bundle), the storage keys it owns, and what it adds to the dashboard or the shell. The
 * bottom navigation's five tabs are fixed by spec 000 §2; a feature fills a tab by drawing its route.
 */
export interface FeatureModule {
  name: string;
  screens: Partial<Record<RouteName, Screen>>;
  storageKeys?: readonly StorageKey<unknown>[];
  /** Sections on the dashboard, under the balance and actions, in this order. */
  dashboard?: readonly ComponentType[];
  /** Always mounted for a logged-in user on the app's own pages (e.g. a notifier). */
  shell?: readonly ComponentType[];
  /**
   * Per route, the queries its screen makes as soon as it opens. When the app starts on that route, they go
   * out with the start-up's global config instead of one round trip after it (the screen waits for the config).
   */
  firstQueries?: Partial<Record<RouteName, readonly FirstQuery[]>>;
}

export function defineFeature<const M extends FeatureModule>(module: M): M {
  return module;
}

/** A screen loaded on demand from a module's export. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => Screen): Screen {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
