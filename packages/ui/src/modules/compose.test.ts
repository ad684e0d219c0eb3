import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineStorageKey } from '@wallet/platform';
import { composeFeatures } from './compose';
import { defineFeature } from './feature-module';

const Page = () => null;
const Section = () => null;

describe('composing feature modules', () => {
  it('puts the modules together: screens, storage keys, dashboard sections', () => {
    const a = defineFeature({
      name: 'a',
      screens: { market: Page },
      storageKeys: [defineStorageKey('aKey', z.string(), '')],
      dashboard: [Section],
    });
    const b = defineFeature({ name: 'b', screens: { deposit: Page } });
    const composed = composeFeatures([a, b], { screens: { underConstruction: Page } });
    expect(Object.keys(composed.screens).sort()).toEqual(['deposit', 'market', 'underConstruction']);
    expect(composed.storageKeys.map((key) => key.name)).toEqual(['aKey']);
    expect(composed.dashboard).toEqual([Section]);
  });

  it("gathers each route's first queries from every module that adds some", () => {
    const balances = async () => {};
    const level = async () => {};
    const a = defineFeature({ name: 'a', screens: {}, firstQueries: { dashboard: [balances] } });
    const b = defineFeature({ name: 'b', screens: {}, firstQueries: { dashboard: [level] } });
    expect(composeFeatures([a, b]).firstQueries).toEqual({ dashboard: [balances, level] });
  });

  it('fails when two modules claim the same route', () => {
    const a = defineFeature({ name: 'a', screens: { deposit: Page } });
    const b = defineFeature({ name: 'b', screens: { deposit: Page } });
    expect(() => composeFeatures([a, b])).toThrow('The route "deposit" is claimed by both a and b');
  });

  it('takes the confirm step of money out from the one module that gives it, and fails for two', () => {
    const Step = () => null;
    const a = defineFeature({ name: 'a', screens: {}, confirmOut: Step });
    const b = defineFeature({ name: 'b', screens: {} });
    expect(composeFeatures([b, a]).confirmOut).toBe(Step);
    expect(composeFeatures([b]).confirmOut).toBeUndefined();
    const c = defineFeature({ name: 'c', screens: {}, confirmOut: Step });
    expect(() => composeFeatures([a, c])).toThrow('The step "confirmOut" is claimed by both a and c');
  });

  it('fails when two modules, or a module and the shell, claim the same storage key', () => {
    const key = () => defineStorageKey('filters', z.string(), '');
    const a = defineFeature({ name: 'a', screens: {}, storageKeys: [key()] });
    const b = defineFeature({ name: 'b', screens: {}, storageKeys: [key()] });
    expect(() => composeFeatures([a, b])).toThrow('The storage key "filters" is claimed by both a and b');
    expect(() => composeFeatures([a], { storageKeys: [key()] })).toThrow(
      'The storage key "filters" is claimed by both the shell and a',
    );
  });
});
