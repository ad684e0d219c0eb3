import { useRef } from 'react';
import { useSearch } from 'wouter';
import { buildPath } from './paths';
import { ROUTE_TABLE, routeOptions, type RouteName, type RouteQueryOf } from './route-table';

/** A route's query read through its schema; null when a value is missing or malformed. */
export function parseRouteQuery<N extends RouteName>(name: N, search: string): RouteQueryOf<N> | null {
  const values = Object.fromEntries(new URLSearchParams(search));
  const parsed = ROUTE_TABLE[name].query.safeParse(values);
  return parsed.success ? (parsed.data as RouteQueryOf<N>) : null;
}

/**
 * The one rule for a page whose query does not fit its schema: it goes to its flow's start (the dashboard
 * for a route that names none). Null when the query fits.
 */
export function queryRedirect(name: RouteName, search: string): string | null {
  if (parseRouteQuery(name, search)) return null;
  const start = (routeOptions(name).flowStart ?? 'dashboard') as RouteName;
  return buildPath(start as 'dashboard');
}

/**
 * The typed query of the current page. The shell has already sent a page with a bad query to its flow's
 * start, so the first query a page sees fits. While the page is leaving (its location already another
 * route's) it keeps the last query that fit; a page first rendered with a query that does not fit is a bug.
 */
export function useRouteQuery<N extends RouteName>(name: N): RouteQueryOf<N> {
  const search = useSearch();
  const last = useRef<{ search: string; query: RouteQueryOf<N> } | null>(null);
  if (last.current?.search === search) return last.current.query;
  const query = parseRouteQuery(name, search);
  if (query) {
    last.current = { search, query };
    return query;
  }
  if (last.current) return last.current.query;
  throw new TypeError(`The query "${search}" does not fit route ${name}`);
}
