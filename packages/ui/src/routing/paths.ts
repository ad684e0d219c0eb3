import { ROUTE_TABLE, type RouteName, type RoutePath, type RouteQueryOf } from './route-table';

/** `'/coin/:token/alerts'` → `'token'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<RoutePath<N>>]: string };

/** The query a link gives: a route's required values must be there. */
type QueryArg<N extends RouteName> =
  Record<never, never> extends RouteQueryOf<N> ? [query?: RouteQueryOf<N>] : [query: RouteQueryOf<N>];

type BuildArgs<N extends RouteName> = [ParamNames<RoutePath<N>>] extends [never]
  ? [params?: Record<string, never>, ...QueryArg<N>]
  : [params: RouteParams<N>, ...QueryArg<N>];

function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path of a route with its parameters filled in (encoded) and its query appended. */
export function buildPath<N extends RouteName>(name: N, ...[params, query]: BuildArgs<N>): string {
  const pattern: string = ROUTE_TABLE[name].path;
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = (params as Record<string, string> | undefined)?.[key];
    if (!value) throw new TypeError(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(value);
  });
  return `${path}${queryString(query)}`;
}

export interface MatchedRoute {
  name: RouteName;
  params: Record<string, string>;
}

const COMPILED = (Object.entries(ROUTE_TABLE) as [RouteName, { path: string }][]).map(([name, { path }]) => {
  const keys: string[] = [];
  const source = path.replace(/\/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return '/([^/]+)';
  });
  return { name, keys, regex: new RegExp(`^${source}/?$`, 'i') };
});

/** Which route a pathname is, with its decoded parameters; null for a path the product does not have. */
export function matchRoute(pathname: string): MatchedRoute | null {
  for (const { name, keys, regex } of COMPILED) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      params[key] = decodeURIComponent(found[i + 1] ?? '');
    });
    return { name, params };
  }
  return null;
}
