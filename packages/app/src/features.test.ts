import { describe, expect, it } from 'vitest';
import { isLazyScreen, ROUTE_TABLE, type RouteName } from '@wallet/ui';
import { APP, FEATURES, isBuilt } from './features';

describe('the app from its feature modules', () => {
  it('composes without two features claiming one route or storage key', () => {
    const claimed = FEATURES.flatMap((feature) => Object.keys(feature.screens));
    expect(new Set(claimed).size).toBe(claimed.length);
    const keys = APP.storageKeys.map((key) => key.name);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('draws only routes of the route table, each from one module', () => {
    for (const name of Object.keys(APP.screens)) expect(Object.keys(ROUTE_TABLE)).toContain(name);
    expect(isBuilt('dashboard')).toBe(true);
    expect(isBuilt('deposit')).toBe(true);
    expect(isBuilt('club' as RouteName)).toBe(false);
  });

  it('keeps every screen but the dashboard out of the first bundle', () => {
    const eager = Object.entries(APP.screens)
      .filter(([, screen]) => !screen || !isLazyScreen(screen))
      .map(([name]) => name)
      .sort();
    expect(eager).toEqual(['dashboard', 'underConstruction']);
  });
});
