import { describe, expect, it } from 'vitest';
import { securityFeature } from '@wallet/features-security';
import { isLazyScreen, ROUTE_AREAS, ROUTE_TABLE, type RouteName } from '@wallet/ui';
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

  it("declares each feature's routes in the route file named as the feature, and the shell's in app.ts", () => {
    for (const feature of FEATURES) {
      const area = ROUTE_AREAS[feature.name as keyof typeof ROUTE_AREAS];
      expect(area, `routes/${feature.name}.ts`).toBeDefined();
      for (const name of Object.keys(feature.screens))
        expect(Object.keys(area), feature.name).toContain(name);
    }
    for (const name of Object.keys(ROUTE_AREAS.app))
      expect(FEATURES.some((f) => name in f.screens)).toBe(false);
  });

  it('keeps every screen but the dashboard out of the first bundle', () => {
    const eager = Object.entries(APP.screens)
      .filter(([, screen]) => !screen || !isLazyScreen(screen))
      .map(([name]) => name)
      .sort();
    expect(eager).toEqual(['dashboard']);
  });

  it("asks before money out with the security feature's step, the one module that gives it", () => {
    expect(APP.confirmOut).toBeDefined();
    expect(APP.confirmOut).toBe(securityFeature.confirmOut);
    expect(FEATURES.filter((feature) => 'confirmOut' in feature)).toEqual([securityFeature]);
  });
});
