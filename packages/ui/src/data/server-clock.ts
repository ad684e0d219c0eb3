import { serverClockOffsetMs } from '@wallet/core';

/**
 * The server's time as this device best knows it: the device clock corrected by the offset read from the
 * last API answer's Date header. Rules timed by the server (the PIN lock's 60 s) use it, so a device clock
 * set wrong does not move them, and the sandbox's clock controls move them in tests.
 */
export interface ServerClock {
  /** Epoch ms on the server's clock; the device's own until an answer told the offset. */
  now(): number;
  /** Whether an answer of this run told the offset yet. */
  isKnown(): boolean;
  /** Called when an answer moves the known offset. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Reads an answer's Date header. */
  record(dateHeader: string | null, receivedAtMs?: number): void;
}

/** Offsets closer than this to the known one are read noise (the header has whole seconds). */
const OFFSET_NOISE_MS = 1000;

export function createServerClock(deviceNow: () => number = Date.now): ServerClock {
  let offsetMs: number | null = null;
  const listeners = new Set<() => void>();
  return {
    now: () => deviceNow() + (offsetMs ?? 0),
    isKnown: () => offsetMs !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    record(dateHeader, receivedAtMs = deviceNow()) {
      const next = serverClockOffsetMs(dateHeader, receivedAtMs);
      if (next === null) return;
      if (offsetMs !== null && Math.abs(next - offsetMs) < OFFSET_NOISE_MS) return;
      offsetMs = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The app's one server clock, fed by the API client's fetch (`withServerClock`). */
export const serverClock = createServerClock();

/** A fetch that tells `clock` the Date header of every answer. */
export function withServerClock(
  fetch: typeof globalThis.fetch,
  clock: ServerClock = serverClock,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    clock.record(response.headers.get('date'));
    return response;
  };
}
