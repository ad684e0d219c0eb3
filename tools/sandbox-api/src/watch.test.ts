import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from './context';
import { every } from './watch';

afterEach(() => vi.useRealTimers());

describe('every', () => {
  it('runs one pass at a time, logs a failed one, and stops only once the pass under way has finished', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const sb = { log: (line: string) => lines.push(line) } as unknown as Sandbox;
    let finish: () => void = () => undefined;
    let passes = 0;
    const stop = every(sb, 'test pass', () => {
      passes++;
      if (passes === 1) return Promise.reject(new Error('boom'));
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines).toEqual(['test pass failed: Error: boom']);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(passes).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toBe(2);
  });
});
