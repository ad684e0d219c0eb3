import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STORAGE_VERSIONS } from './platform';
import { asFlowStore, createMemoryStore, createTypedStorage, defineStorageKey } from './storage';

const withdrawDraft = defineStorageKey(
  'withdrawDraft',
  z.nullable(z.object({ coin: z.string(), amount: z.string() })),
  null,
  { isFlowDraft: true },
);
const language = defineStorageKey('language', z.nullable(z.string()), null);
const record = (value: unknown) => JSON.stringify({ version: STORAGE_VERSIONS.web.state, value });

function open() {
  const store = createMemoryStore();
  const flowStore = createMemoryStore();
  const storage = createTypedStorage(store, { versions: STORAGE_VERSIONS.web, flowStore });
  return { store, flowStore, storage };
}

describe('flow drafts in typed storage', () => {
  it('keeps a flow draft in the flow store only, as a versioned record', async () => {
    const { store, flowStore, storage } = open();
    await storage.set(withdrawDraft, { coin: 'USDT', amount: '12' });
    expect(flowStore.snapshot()).toEqual({ withdrawDraft: record({ coin: 'USDT', amount: '12' }) });
    expect(store.snapshot()).toEqual({});
    expect(await storage.get(withdrawDraft)).toEqual({ coin: 'USDT', amount: '12' });
  });

  it('drops every draft when the session ends, and keeps what the session loss keeps', async () => {
    const { store, flowStore, storage } = open();
    await storage.set(withdrawDraft, { coin: 'USDT', amount: '12' });
    await storage.set(language, 'fa');
    await storage.clearExcept([language]);
    expect(flowStore.snapshot()).toEqual({});
    expect(store.snapshot()).toEqual({ language: record('fa') });
  });

  it('without a flow store, drafts stay in the main store', async () => {
    const store = createMemoryStore();
    const storage = createTypedStorage(store, { versions: STORAGE_VERSIONS.web });
    await storage.set(withdrawDraft, { coin: 'TON', amount: '1' });
    expect(Object.keys(store.snapshot())).toEqual(['withdrawDraft']);
  });
});

describe('asFlowStore', () => {
  it('clears every key the store lists', async () => {
    const listed = createMemoryStore({ a: '1', b: '2' });
    const flowStore = asFlowStore(listed);
    await flowStore.set('c', '3');
    expect(await flowStore.get('c')).toBe('3');
    await flowStore.clear();
    expect(listed.snapshot()).toEqual({});
  });
});
