import type { z } from 'zod/mini';
import type { RouteOptions } from './define';
import { APP_ROUTES, HISTORY_ROUTES, KYC_ROUTES, MARKET_ROUTES, PROFILE_ROUTES } from './routes/app';
import { CRYPTO_ROUTES } from './routes/crypto';
import { GROWTH_ROUTES, RIAL_ROUTES, SHOP_ROUTES, SWAP_ROUTES } from './routes/money';

/** The areas' route lists, each a file of `routes/`; `duplicateRouteNames` (tested) keeps names unique. */
const AREAS = [
  APP_ROUTES,
  MARKET_ROUTES,
  HISTORY_ROUTES,
  CRYPTO_ROUTES,
  KYC_ROUTES,
  PROFILE_ROUTES,
  RIAL_ROUTES,
  SWAP_ROUTES,
  SHOP_ROUTES,
  GROWTH_ROUTES,
] as const;

type Areas = typeof AREAS;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;
type Table = UnionToIntersection<Areas[number]>;

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
