import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallet/api';
import { configRetryDelay, loadUntilLoaded } from './startup';

const failure = (status: number) =>
  new ApiError({
    kind: status ? 'http' : 'network',
    status,
    codeString: 'X',
    localizedMessage: null,
    call: 'globalConfigs',
  });

describe('global configuration at start-up', () => {
  it('[CFG-01] retries without end, the delay growing by 1000 ms each attempt', async () => {
    const errors = [failure(0), failure(502), failure(0), failure(500), failure(0)];
    const load = vi.fn(async () => {
      const next = errors.shift();
      if (next) throw next;
      return { coins: [] };
    });
    const delays: number[] = [];
    const result = await loadUntilLoaded(load, {
      clearSession: async () => undefined,
      sleep: async (ms) => void delays.push(ms),
    });
    expect(result).toEqual({ coins: [] });
    expect(load).toHaveBeenCalledTimes(6);
    expect(delays).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect([1, 2, 10].map(configRetryDelay)).toEqual([1000, 2000, 10000]);
  });

  it('[CFG-02] clears the session before retrying after a 401', async () => {
    const order: string[] = [];
    let calls = 0;
    const load = async () => {
      order.push('load');
      if (calls++ === 0) throw failure(401);
      return 'config';
    };
    await loadUntilLoaded(load, {
      clearSession: async () => void order.push('clear'),
      sleep: async () => void order.push('sleep'),
    });
    expect(order).toEqual(['load', 'clear', 'sleep', 'load']);
  });

  it('does not clear the session for other failures, and stops when aborted', async () => {
    const controller = new AbortController();
    const clearSession = vi.fn(async () => undefined);
    const load = async () => {
      throw failure(500);
    };
    const run = loadUntilLoaded(load, {
      clearSession,
      signal: controller.signal,
      sleep: async () => controller.abort(),
    });
    await expect(run).rejects.toThrow();
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('a cancelled loop (a "Try again" starts a new one) stops at once, reporting no further try', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const onRetry = vi.fn();
    const run = loadUntilLoaded(
      async () => {
        throw failure(0);
      },
      { clearSession: async () => undefined, signal: controller.signal, onRetry },
    );
    const settled = run.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(onRetry).toHaveBeenCalledTimes(1);
    controller.abort(new Error('cancelled'));
    expect(await settled).toEqual(new Error('cancelled'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onRetry).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
