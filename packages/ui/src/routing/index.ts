export {
  ROUTE_AREAS,
  ROUTE_TABLE,
  duplicateRouteNames,
  type RouteName,
  type RoutePath,
  type RouteQueryOf,
} from './route-table';
export { COMMON_QUERY, q, route, type RouteOptions } from './define';
export { buildPath, matchRoute, type MatchedRoute, type RouteParams } from './paths';
export { parseRouteQuery, queryRedirect, useRouteQuery } from './query';
export { RouteQueryRule } from './query-rule';
export {
  backTarget,
  loginRedirect,
  resolveLocation,
  safeNextUrl,
  skipsStartup,
  type Resolution,
} from './resolve';
export { useCurrentPath, useNavigate, usePageBack, useRouteParams } from './navigation';
export { START_PAGE_ROUTES, startLinkEntry, startLinkPath } from './start-links';
