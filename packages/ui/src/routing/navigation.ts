import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useBackButton } from '@wallet/platform';
import { matchRoute, type RouteParams } from './paths';
import { backTarget } from './resolve';
import type { RouteName } from './route-table';

/** The path and query the user is on, to come back to after a detour (a `nextUrl`). */
export function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/** Navigates to a path built with `buildPath`. */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback((to, options) => navigate(to, options), [navigate]);
}

/**
 * The page's Back (spec 000 §2): to /dashboard replacing history when `backToDashboard=true`, otherwise
 * one step back. Pass `false` for a page without Back, or a handler of its own.
 */
export function usePageBack(back: boolean | (() => void)): void {
  const search = useSearch();
  const navigate = useNavigate();
  const goBack = useCallback(() => {
    const target = backTarget(search);
    if (target.kind === 'replace') navigate(target.to, { replace: true });
    else window.history.back();
  }, [search, navigate]);
  useBackButton(back === false ? null : back === true ? goBack : back);
}

/** The typed parameters of the current path when it is route `name` (the shell matches routes itself). */
export function useRouteParams<N extends RouteName>(name: N): Partial<RouteParams<N>> {
  const [location] = useLocation();
  const matched = matchRoute(location);
  return (matched?.name === name ? matched.params : {}) as Partial<RouteParams<N>>;
}
