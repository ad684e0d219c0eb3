import { z } from 'zod/mini';
import { defineStorageKey, type TypedStorage } from '@wallet/platform';

const keptKey = z.object({ request: z.string(), key: z.string().check(z.minLength(8)) });
export type KeptKey = z.infer<typeof keptKey>;

/**
 * The Idempotency-Key of each money call sent and not yet answered, by the call's name, with the request it was
 * made for: a reload, a retry after a lost answer or a double tap sends the same request under the same key,
 * so the server moves the money once.
 */
export const MONEY_CALL_KEYS = defineStorageKey('moneyCallKeys', z.record(z.string(), keptKey), {});

// One write at a time per storage: the keys of every call share one record, read, changed and written back.
const queues = new WeakMap<TypedStorage, Promise<unknown>>();

function queued<T>(storage: TypedStorage, task: () => Promise<T>): Promise<T> {
  const before = queues.get(storage) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(task);
  queues.set(storage, next);
  return next;
}

/** The kept key of `name` when it was made for `request`, else a new one, stored before it is given out. */
export function keepKey(storage: TypedStorage, name: string, request: string): Promise<string> {
  return queued(storage, async () => {
    const kept = await storage.get(MONEY_CALL_KEYS);
    const entry = kept[name];
    if (entry?.request === request) return entry.key;
    const key = crypto.randomUUID();
    await storage.set(MONEY_CALL_KEYS, { ...kept, [name]: { request, key } });
    return key;
  });
}

/** Forgets the key of `name` (the call was answered), unless it has meanwhile been made for another request. */
export function dropKey(storage: TypedStorage, name: string, request: string): Promise<void> {
  return queued(storage, async () => {
    const kept = await storage.get(MONEY_CALL_KEYS);
    if (kept[name]?.request !== request) return;
    const { [name]: _answered, ...rest } = kept;
    await storage.set(MONEY_CALL_KEYS, rest);
  });
}

/** The request `name` was last sent with and has no answer yet, if any (a reload interrupted it). */
export async function pendingRequest(storage: TypedStorage, name: string): Promise<string | null> {
  const kept = await queued(storage, () => storage.get(MONEY_CALL_KEYS));
  return kept[name]?.request ?? null;
}
