import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';
import type { WalletApi } from '@wallet/api';
import { loadRestOfCatalog } from '@wallet/i18n';
import type { StorageKey } from '@wallet/platform';
import type { ConfirmOutStep } from '../money-call/confirm-out';
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
   * The step asked before money leaves a balance (useMoneyCall's `confirmOut`). One module at most gives it;
   * the others' money screens reach it through the seam, as features do not import each other.
   */
  confirmOut?: ConfirmOutStep;
  /**
   * Per route, the queries its screen makes as soon as it opens. When the app starts on that route, they go
   * out with the start-up's global config instead of one round trip after it (the screen waits for the config).
   */
  firstQueries?: Partial<Record<RouteName, readonly FirstQuery[]>>;
}

export function defineFeature<const M extends FeatureModule>(module: M): M {
  return module;
}

/** How long a screen's code may take to arrive before its load counts as failed (spec 001: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A screen that could not be loaded: its code or its messages did not arrive (a dropped or filtered
 * connection, a release that replaced the open tab's files). The shell tells it from an error in drawing it.
 */
export class ScreenLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ScreenLoadError';
  }
}

/** The load, failed if it has not settled within CHUNK_LOAD_TIMEOUT_MS. */
function withinChunkLoadTimeout<M>(loading: Promise<M>): Promise<M> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new ScreenLoadError(`The screen's code did not arrive within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`),
        ),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    loading.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The screens made by lazyScreen: their code is in a chunk of its own, loaded when first drawn. */
const lazyScreens = new WeakSet<Screen>();

/** Whether a screen's code is loaded on demand (made by lazyScreen), not in the bundle that draws it. */
export function isLazyScreen(screen: Screen): boolean {
  return lazyScreens.has(screen);
}

/** Screens whose load failed, each with what starts it afresh (React keeps a lazy component's failure). */
const failedScreens = new Set<() => void>();

/** The screens whose load failed load again the next time they are drawn (the shell's "Try again"). */
export function retryFailedScreens(): void {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}

/**
 * A screen loaded on demand from a module's export, with the messages of code loaded on demand (the rest of
 * the language's catalog). A load that fails, or does not arrive within CHUNK_LOAD_TIMEOUT_MS, throws to the
 * shell's screen boundary, and is made again after retryFailedScreens.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => Screen): Screen {
  const create = (): Screen =>
    lazy(() =>
      withinChunkLoadTimeout(Promise.all([load(), loadRestOfCatalog()]).then(([module]) => module)).then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failedScreens.add(() => (current = create()));
          throw error instanceof ScreenLoadError
            ? error
            : new ScreenLoadError("The screen's code did not arrive", { cause: error });
        },
      ),
    );
  let current = create();
  const screen = function LazyScreen(props: ScreenProps) {
    return createElement(current, props);
  };
  lazyScreens.add(screen);
  return screen;
}
