import { createContext, useContext, type ReactNode } from 'react';
import type { RouteName } from '../routing';

const BuiltRoutes = createContext<(name: RouteName) => boolean>(() => true);

/** Tells the screens which routes of the route table the app has a screen for (the others are still to come). */
export function BuiltRoutesProvider({
  isBuilt,
  children,
}: {
  isBuilt: (name: RouteName) => boolean;
  children: ReactNode;
}) {
  return <BuiltRoutes.Provider value={isBuilt}>{children}</BuiltRoutes.Provider>;
}

/** Whether the app has a screen for a route; every route counts as built outside the app (a page test). */
export function useIsBuiltRoute(): (name: RouteName) => boolean {
  return useContext(BuiltRoutes);
}
