import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

const DashboardSections = createContext<readonly ComponentType[]>([]);

/** Gives the dashboard what the feature modules add to it. */
export function DashboardSectionsProvider({
  sections,
  children,
}: {
  sections: readonly ComponentType[];
  children: ReactNode;
}) {
  return <DashboardSections.Provider value={sections}>{children}</DashboardSections.Provider>;
}

/** The sections other features add to the dashboard, in the app's module order. */
export function useDashboardSections(): readonly ComponentType[] {
  return useContext(DashboardSections);
}
