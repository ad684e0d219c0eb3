import { useRef, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { matchRoute } from './paths';
import { queryRedirect } from './query';

/**
 * Renders a page only when its query fits its route's schema, else sends it to its flow's start: the
 * shell's rule (`resolveLocation`) for a screen rendered on its own, as page tests do.
 */
export function RouteQueryRule({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const hasRedirected = useRef(false);
  const route = matchRoute(location);
  const to = route ? queryRedirect(route.name, search) : null;
  if (to) hasRedirected.current = true;
  if (to) return <Redirect to={to} replace />;
  // The page was sent away; the shell would now draw the flow's start instead.
  return hasRedirected.current ? null : children;
}
