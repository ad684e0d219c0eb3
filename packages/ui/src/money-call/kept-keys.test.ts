import { describe, expect, it } from 'vitest';
import { createMemoryPlatform, createTypedStorage } from '@wallet/platform';
import { dropKey, keepKey, MONEY_CALL_KEYS, pendingRequest } from './kept-keys';

const storageOf = () => {
  const platform = createMemoryPlatform();
  return createTypedStorage(platform.storage, { versions: platform.storageVersions });
};

describe('the kept money call keys', () => {
  it('keeps a request with its key per call, and nothing else', () => {
    const { schema } = MONEY_CALL_KEYS;
    const good = { pay: { request: '{"amount":"20000"}', key: 'key-00001' } };
    expect(schema.parse(good)).toEqual(good);
    expect(schema.parse({})).toEqual({});
    for (const bad of [null, { pay: { request: 1, key: 'key-00001' } }, { pay: { key: 'key-00001' } }]) {
      expect(schema.safeParse(bad).success).toBe(false);
    }
    // A key shorter than the server takes is not kept.
    expect(schema.safeParse({ pay: { request: 'r', key: 'k' } }).success).toBe(false);
  });

  it('gives one key to a request asked for at once, a new one to another, and drops only its own', async () => {
    const storage = storageOf();
    const [one, two] = await Promise.all([keepKey(storage, 'pay', 'a'), keepKey(storage, 'pay', 'a')]);
    expect(two).toBe(one);
    const other = await keepKey(storage, 'send', 'a');
    expect(other).not.toBe(one);
    expect(await pendingRequest(storage, 'pay')).toBe('a');
    // An answer to an older request leaves the newer one's key.
    const newer = await keepKey(storage, 'pay', 'b');
    await dropKey(storage, 'pay', 'a');
    expect(await keepKey(storage, 'pay', 'b')).toBe(newer);
    await dropKey(storage, 'pay', 'b');
    expect(await pendingRequest(storage, 'pay')).toBeNull();
    expect(await keepKey(storage, 'send', 'a')).toBe(other);
  });
});
