import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi, useSession, type RouteName } from '@wallet/ui';
import { APP } from '../features';

/**
 * On the app's first screen, a logged-in user's screen queries (its module's firstQueries) go out at once,
 * with the start-up's global config: the screen waits for the config, and its own queries would otherwise
 * start one round trip later. The screen's hooks then read the same queries. Later screens are not helped.
 */
export function useFirstQueries(route: RouteName | null): void {
  const client = useQueryClient();
  const api = useApi();
  const { isAuthenticated } = useSession();
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current || !route) return;
    isDone.current = true;
    if (!isAuthenticated) return;
    for (const start of APP.firstQueries[route] ?? []) void start(client, api);
  }, [route, isAuthenticated, client, api]);
}
