import type { ComponentType } from 'react';
import type { StorageKey } from '@wallet/platform';
import type { ConfirmOutStep } from '../money-call/confirm-out';
import type { RouteName } from '../routing';
import type { FeatureModule, FirstQuery, Screen } from './feature-module';

export interface ComposedFeatures {
  screens: Partial<Record<RouteName, Screen>>;
  storageKeys: readonly StorageKey<unknown>[];
  dashboard: readonly ComponentType[];
  shell: readonly ComponentType[];
  firstQueries: Partial<Record<RouteName, readonly FirstQuery[]>>;
  /** The one step asked before money leaves a balance, if a module gives it. */
  confirmOut: ConfirmOutStep | undefined;
}

/**
 * The app from its feature modules. Two modules (or a module and the shell) claiming one route, one
 * storage key or the confirm step is a mistake that would silently hide a screen or mix two features' data, so it throws.
 */
export function composeFeatures(
  modules: readonly FeatureModule[],
  shell: { screens?: FeatureModule['screens']; storageKeys?: readonly StorageKey<unknown>[] } = {},
): ComposedFeatures {
  const owners = new Map<string, string>();
  const claim = (kind: string, id: string, owner: string) => {
    const key = `${kind} ${id}`;
    const previous = owners.get(key);
    if (previous) throw new Error(`The ${kind} "${id}" is claimed by both ${previous} and ${owner}`);
    owners.set(key, owner);
  };
  const all: FeatureModule[] = [{ name: 'the shell', screens: {}, ...shell }, ...modules];
  for (const module of all) {
    for (const route of Object.keys(module.screens)) claim('route', route, module.name);
    for (const key of module.storageKeys ?? []) claim('storage key', key.name, module.name);
    if (module.confirmOut) claim('step', 'confirmOut', module.name);
  }
  const firstQueries: Partial<Record<RouteName, FirstQuery[]>> = {};
  for (const module of modules) {
    for (const [route, queries] of Object.entries(module.firstQueries ?? {}) as [RouteName, FirstQuery[]][]) {
      firstQueries[route] = [...(firstQueries[route] ?? []), ...queries];
    }
  }
  return {
    screens: Object.assign({}, ...all.map((module) => module.screens)),
    firstQueries,
    storageKeys: all.flatMap((module) => module.storageKeys ?? []),
    dashboard: modules.flatMap((module) => module.dashboard ?? []),
    shell: modules.flatMap((module) => module.shell ?? []),
    confirmOut: modules.find((module) => module.confirmOut)?.confirmOut,
  };
}
