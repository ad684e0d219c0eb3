import { describe, expect, it, vi } from 'vitest';
import { createServerClock, withServerClock } from './server-clock';

const DEVICE_NOW = Date.parse('2026-11-23T10:00:00Z');

describe('server clock', () => {
  it('is the device clock until an answer tells the offset', () => {
    const clock = createServerClock(() => DEVICE_NOW);
    expect(clock.now()).toBe(DEVICE_NOW);
    expect(clock.isKnown()).toBe(false);
  });

  it('follows the Date header of the answers, and tells its listeners when it moves', async () => {
    const clock = createServerClock(() => DEVICE_NOW);
    const listener = vi.fn();
    clock.subscribe(listener);
    const headers = ['Mon, 23 Nov 2026 10:05:00 GMT', 'Mon, 23 Nov 2026 10:05:00 GMT', 'garbage'];
    const fetch = withServerClock(
      async () => new Response('{}', { headers: { date: headers.shift()! } }),
      clock,
    );

    await fetch('http://api.test/a');
    expect(clock.isKnown()).toBe(true);
    expect(clock.now()).toBe(DEVICE_NOW + 5 * 60_000 + 500);
    await fetch('http://api.test/b');
    await fetch('http://api.test/c');
    expect(clock.now()).toBe(DEVICE_NOW + 5 * 60_000 + 500);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('moves with a server clock that jumps ahead', () => {
    const clock = createServerClock(() => DEVICE_NOW);
    clock.record('Mon, 23 Nov 2026 10:00:00 GMT');
    clock.record('Mon, 23 Nov 2026 10:01:00 GMT');
    expect(clock.now()).toBe(DEVICE_NOW + 60_500);
  });
});
