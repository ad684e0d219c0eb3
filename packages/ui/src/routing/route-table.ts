import type { z } from 'zod/mini';
import type { RouteOptions } from './define';
import { APP_ROUTES } from './routes/app';
import { AUTH_ROUTES } from './routes/auth';
import { WALLET_ROUTES } from './routes/wallet';
import { MARKET_ROUTES } from './routes/market';
import { HISTORY_ROUTES } from './routes/history';
import { CRYPTO_ROUTES } from './routes/crypto';
import { KYC_ROUTES } from './routes/kyc';
import { PROFILE_ROUTES } from './routes/profile';
import { SECURITY_ROUTES } from './routes/security';
import { RIAL_ROUTES } from './routes/rial';
import { TRADE_ROUTES } from './routes/trade';
import { SHOP_ROUTES } from './routes/shop';
import { GROWTH_ROUTES } from './routes/growth';

/**
 * The areas' route lists: a file of `routes/` per area, named as the feature package that draws its pages
 * (the shell's own in `app.ts`; the shop and growth, not built yet, in theirs). `duplicateRouteNames`
 * (tested) keeps names unique.
 */
export const ROUTE_AREAS = {
  app: APP_ROUTES,
  auth: AUTH_ROUTES,
  wallet: WALLET_ROUTES,
  market: MARKET_ROUTES,
  history: HISTORY_ROUTES,
  crypto: CRYPTO_ROUTES,
  kyc: KYC_ROUTES,
  profile: PROFILE_ROUTES,
  security: SECURITY_ROUTES,
  rial: RIAL_ROUTES,
  trade: TRADE_ROUTES,
  shop: SHOP_ROUTES,
  growth: GROWTH_ROUTES,
} as const;

const AREAS = Object.values(ROUTE_AREAS);

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;
type Table = UnionToIntersection<(typeof ROUTE_AREAS)[keyof typeof ROUTE_AREAS]>;

/**
 * Every route of spec 000 §2, by name. Features build links with `buildPath(name, params, query)` and read
 * their query with `useRouteQuery(name)`; no feature writes a path string or parses a query itself. The
 * table lives below the features because they link to each other's pages; a feature module claims the
 * routes it draws.
 */
export const ROUTE_TABLE: Table = Object.assign({}, ...AREAS) as Table;

/** The names declared by more than one area (a test keeps this empty). */
export function duplicateRouteNames(areas: readonly object[] = AREAS): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of areas.flatMap((area) => Object.keys(area))) {
    if (seen.has(name)) twice.add(name);
    seen.add(name);
  }
  return [...twice];
}

export type RouteName = keyof Table;
export type RoutePath<N extends RouteName> = Table[N]['path'];
export type RouteQuerySchema<N extends RouteName> = Table[N]['query'];
/** The typed query of a route, as a page reads it and as a link gives it. */
export type RouteQueryOf<N extends RouteName> = z.output<RouteQuerySchema<N>>;

export function routeOptions(name: RouteName): RouteOptions {
  return ROUTE_TABLE[name] as RouteOptions;
}
