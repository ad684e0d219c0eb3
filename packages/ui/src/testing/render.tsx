import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createWalletApi, type WalletApi } from '@wallet/api';
import { createMemoryPlatform, PlatformProvider, type MemoryPlatform } from '@wallet/platform';
import { ApiProvider } from '../data/api-context';
import { NotifyProvider } from '../feedback/notify';
import { UpgradePrompt } from '../feedback/upgrade-prompt';
import { RouteQueryRule } from '../routing/query-rule';
import { SessionProvider, type Session } from '../session/session-context';

/** A fetch that answers from a table of `METHOD /path` → JSON result (wrapped as `{ result }`), or an error. */
export type FakeRoutes = Record<
  string,
  | unknown
  | ((request: Request) => unknown | Promise<unknown>)
  | { status: number; codeString: string; localizedMessage: string | null }
>;

export interface FakeApi {
  api: WalletApi;
  /** Every request made, as `METHOD /path`. */
  calls: string[];
  requests: Request[];
}

const isFailure = (value: unknown): value is { status: number; codeString: string } =>
  typeof value === 'object' && value !== null && 'codeString' in value && 'status' in value;

/** An API client whose fetch answers from `routes`; an unknown route answers 404. */
export function createFakeApi(routes: FakeRoutes): FakeApi {
  const calls: string[] = [];
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    calls.push(key);
    requests.push(request.clone());
    if (!(key in routes)) {
      return Response.json({ status: 404, codeString: 'NOT_FOUND', localizedMessage: null }, { status: 404 });
    }
    const route = routes[key];
    const value = typeof route === 'function' ? await route(request) : route;
    if (isFailure(value)) return Response.json(value, { status: value.status });
    return Response.json({ result: value });
  };
  return {
    api: createWalletApi({ baseUrl: 'http://api.test', platform: 'WEB', os: 'LINUX', fetch }),
    calls,
    requests,
  };
}

export interface RenderOptions {
  platform?: MemoryPlatform;
  api?: WalletApi;
  session?: Partial<Session>;
  path?: string;
  queryClient?: QueryClient;
}

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    isAuthenticated: true,
    isMiniApp: false,
    language: 'en',
    isSignupPending: false,
    isMessengerLoginBlocked: false,
    deviceInformation: {
      persistentId: 'device-test',
      fingerprint: 'fingerprint-test',
      spec: { userAgent: 'test' },
    },
    apiUrl: (path) => `/api${path}`,
    logIn: async () => {},
    logOut: async () => {},
    finishSignup: async () => {},
    setLanguage: async () => {},
    ...overrides,
  };
}

/**
 * Renders a screen inside the providers the shell gives it, with Lingui active in English source text,
 * a memory location at `path`, a MemoryPlatform and a fake API; like the shell, it draws the upgrade prompt.
 */
export function renderWithProviders(
  node: ReactNode,
  options: RenderOptions = {},
): RenderResult & {
  platform: MemoryPlatform;
  location: ReturnType<typeof memoryLocation>;
  queryClient: QueryClient;
} {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  // A session inside the mini-app runs on a host that launched it as one (the shell takes the flag from it).
  const platform =
    options.platform ??
    createMemoryPlatform(
      options.session?.isMiniApp
        ? { launch: { startParam: null, isMiniApp: true, platform: 'android', initData: null } }
        : {},
    );
  const location = memoryLocation({ path: options.path ?? '/dashboard', record: true });
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const api = options.api ?? createFakeApi({}).api;
  const result = render(
    <I18nProvider i18n={i18n}>
      <PlatformProvider platform={platform}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={api}>
            <SessionProvider session={testSession(options.session)}>
              <NotifyProvider>
                <Router hook={location.hook} searchHook={location.searchHook}>
                  <RouteQueryRule>{node}</RouteQueryRule>
                  <UpgradePrompt />
                </Router>
              </NotifyProvider>
            </SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </PlatformProvider>
    </I18nProvider>,
  );
  return Object.assign(result, { platform, location, queryClient });
}
