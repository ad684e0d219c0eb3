import { describe, expect, it } from 'vitest';
import { RIAL_STORAGE_KEYS } from './storage-keys';

describe('the stored Idempotency-Keys of the Rial flows', () => {
  it.each(Object.entries(RIAL_STORAGE_KEYS))(
    '%s keeps null or a request with its key, and nothing else',
    (_, key) => {
      const { schema } = key;
      expect(schema.parse(null)).toBeNull();
      expect(schema.parse({ request: '{"amount":"20000"}', key: 'k-1' })).toEqual({
        request: '{"amount":"20000"}',
        key: 'k-1',
      });
      for (const bad of [{ request: 1, key: 'k' }, { key: 'k' }, 'k', { request: 'r', key: 'k', extra: 1 }]) {
        expect(schema.safeParse(bad).success).toBe(false);
      }
      expect(() => schema.parse(undefined)).toThrow();
    },
  );
});
