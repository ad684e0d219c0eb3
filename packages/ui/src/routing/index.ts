export { ROUTE_TABLE, type RouteName, type RoutePath } from './route-table';
export { buildPath, matchRoute, type MatchedRoute, type RouteParams, type RouteQuery } from './paths';
export {
  backTarget,
  loginRedirect,
  resolveLocation,
  safeNextUrl,
  skipsStartup,
  type Resolution,
} from './resolve';
export { useNavigate, usePageBack, useRouteParams } from './navigation';
