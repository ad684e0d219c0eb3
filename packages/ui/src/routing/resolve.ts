import { buildPath, matchRoute, type MatchedRoute } from './paths';
import { queryRedirect } from './query';
import { routeOptions, type RouteName } from './route-table';

export type Resolution =
  { kind: 'redirect'; to: string } | { kind: 'render'; route: MatchedRoute; skipsStartup: boolean };

/**
 * What the shell does with a pathname (spec 000 §2): the root redirects to /dashboard, a path the product
 * does not have shows the dashboard, a route whose screen is not built yet goes to /under-construction, and a
 * page whose query does not fit its schema goes to its flow's start.
 */
export function resolveLocation(
  pathname: string,
  isBuilt: (name: RouteName) => boolean,
  search = '',
): Resolution {
  const matched = matchRoute(pathname);
  if (matched?.name === 'root') return { kind: 'redirect', to: buildPath('dashboard') };
  if (!matched) return { kind: 'render', route: { name: 'dashboard', params: {} }, skipsStartup: false };
  if (!isBuilt(matched.name)) return { kind: 'redirect', to: buildPath('underConstruction') };
  const flowStart = queryRedirect(matched.name, search);
  if (flowStart) return { kind: 'redirect', to: flowStart };
  return { kind: 'render', route: matched, skipsStartup: skipsStartup(matched.name) };
}

/** Spec 000 §2: pages that skip the start-up loading and the session check. */
export function skipsStartup(name: RouteName): boolean {
  return routeOptions(name).skipsStartup === true;
}

/** Where Back goes (spec 000 §2): /dashboard replacing history with backToDashboard=true, else one step back. */
export function backTarget(search: string): { kind: 'replace'; to: string } | { kind: 'history-back' } {
  const backToDashboard = new URLSearchParams(search).get('backToDashboard') === 'true';
  return backToDashboard ? { kind: 'replace', to: buildPath('dashboard') } : { kind: 'history-back' };
}

/** Spec 000 §4: after a 401 or 403 outside the messenger, login returns to the current page. */
export function loginRedirect(currentPath: string): string {
  return buildPath('login', undefined, { nextUrl: currentPath });
}

/** A nextUrl is followed only when it is a path of this app, never another site. */
export function safeNextUrl(nextUrl: string | null | undefined): string {
  // Browsers read a backslash as a slash, so `/\evil.example` is the other site `//evil.example`.
  const isSameApp =
    !!nextUrl && nextUrl.startsWith('/') && !nextUrl.startsWith('//') && !nextUrl.includes('\\');
  return isSameApp ? nextUrl : buildPath('dashboard');
}
