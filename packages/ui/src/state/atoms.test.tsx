// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createMemoryPlatform,
  createMemoryStore,
  defineStorageKey,
  PlatformProvider,
  type MemoryPlatform,
} from '@wallet/platform';
import { defineFlowDraft, persistedAtom, usePersistedAtom, type PersistedAtom } from './atoms';

const draftKey = defineFlowDraft(
  'exampleDraft',
  z.object({ coin: z.string(), amount: z.string() }).nullable(),
);
const exampleDraft = persistedAtom(draftKey);
const hiddenBalance = persistedAtom(defineStorageKey('hiddenBalance', z.boolean(), false));
const record = (value: unknown) => JSON.stringify({ version: 7, value });

/** Renders the hook under a new PlatformProvider over `platform`: a new run of the app on the same device. */
function open<T>(platform: MemoryPlatform, persisted: PersistedAtom<T>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>{children}</PlatformProvider>
  );
  return renderHook(() => usePersistedAtom(persisted), { wrapper });
}

describe('persisted atoms', () => {
  it('writes a flow draft to the flow storage, and a reload reads it back', async () => {
    const platform = createMemoryPlatform();
    const first = open(platform, exampleDraft);
    await waitFor(() => expect(first.result.current[2].loading).toBe(false));
    expect(first.result.current[0]).toBeNull();
    await act(() => first.result.current[1]({ coin: 'USDT', amount: '12.5' }));
    expect(first.result.current[0]).toEqual({ coin: 'USDT', amount: '12.5' });
    expect(platform.flowStorage.snapshot()).toEqual({
      exampleDraft: record({ coin: 'USDT', amount: '12.5' }),
    });
    expect(platform.storage.snapshot()).toEqual({});
    first.unmount();

    const reloaded = open(platform, exampleDraft);
    expect(reloaded.result.current[2].loading).toBe(true);
    await waitFor(() => expect(reloaded.result.current[0]).toEqual({ coin: 'USDT', amount: '12.5' }));
    expect(reloaded.result.current[2].loading).toBe(false);
  });

  it('takes an update of the current value', async () => {
    const platform = createMemoryPlatform({ storage: createMemoryStore({ hiddenBalance: record(true) }) });
    const { result } = renderHook(() => usePersistedAtom(hiddenBalance), {
      wrapper: ({ children }) => <PlatformProvider platform={platform}>{children}</PlatformProvider>,
    });
    await waitFor(() => expect(result.current[0]).toBe(true));
    await act(() => result.current[1]((isHidden) => !isHidden));
    expect(result.current[0]).toBe(false);
    expect(platform.storage.snapshot()).toEqual({ hiddenBalance: record(false) });
  });

  it('falls back to the default when the stored value does not fit the schema, and drops it', async () => {
    const platform = createMemoryPlatform({
      flowStorage: createMemoryStore({ exampleDraft: record({ coin: 7 }) }),
    });
    const { result } = open(platform, exampleDraft);
    await waitFor(() => expect(result.current[2].loading).toBe(false));
    expect(result.current[0]).toBeNull();
    expect(platform.flowStorage.snapshot()).toEqual({});
  });

  it('clears the draft once the flow ends, for this run and the next', async () => {
    const platform = createMemoryPlatform({
      flowStorage: createMemoryStore({ exampleDraft: record({ coin: 'TON', amount: '1' }) }),
    });
    const first = open(platform, exampleDraft);
    await waitFor(() => expect(first.result.current[0]).toEqual({ coin: 'TON', amount: '1' }));
    await act(() => first.result.current[2].clear());
    expect(first.result.current[0]).toBeNull();
    expect(platform.flowStorage.snapshot()).toEqual({});
    first.unmount();
    const reloaded = open(platform, exampleDraft);
    await waitFor(() => expect(reloaded.result.current[2].loading).toBe(false));
    expect(reloaded.result.current[0]).toBeNull();
  });

  it('shares one value between the screens of one run', async () => {
    const platform = createMemoryPlatform();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    );
    const { result } = renderHook(
      () => [usePersistedAtom(exampleDraft), usePersistedAtom(exampleDraft)] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current[0][2].loading).toBe(false));
    await act(() => result.current[0][1]({ coin: 'BTC', amount: '0.1' }));
    expect(result.current[1][0]).toEqual({ coin: 'BTC', amount: '0.1' });
  });

  it('keeps a write made before the first read answered', async () => {
    let answer: (value: string | null) => void = () => {};
    const flowStorage = createMemoryStore();
    const platform = createMemoryPlatform({
      flowStorage: { ...flowStorage, get: () => new Promise((resolve) => (answer = resolve)) },
    });
    const { result } = open(platform, exampleDraft);
    await act(() => result.current[1]({ coin: 'TRX', amount: '5' }));
    await act(async () => answer(record({ coin: 'OLD', amount: '1' })));
    expect(result.current[0]).toEqual({ coin: 'TRX', amount: '5' });
  });
});
