import { isApiError } from '@wallet/api';

/** Spec 001 §9: the global-config retry delay grows by this much each attempt. */
export const CONFIG_RETRY_STEP_MS = 1000;

/** Delay before retry number `attempt` (1, 2, 3 …): 1000 ms, 2000 ms, 3000 ms … */
export function configRetryDelay(attempt: number): number {
  return Math.max(1, attempt) * CONFIG_RETRY_STEP_MS;
}

/** Waits `ms`, or rejects as soon as `signal` aborts, so a cancelled loop stops at once. */
function sleepUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Spec 000 §4: loads the global configuration, retrying without end with a growing delay; a 401 clears
 * the session first, so the next try goes anonymous. `onRetry` hears each failed try; an aborted loop
 * stops without another.
 */
export async function loadUntilLoaded<T>(
  load: () => Promise<T>,
  options: {
    clearSession: () => Promise<void>;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    signal?: AbortSignal;
    onRetry?: (attempt: number, error: unknown) => void;
  },
): Promise<T> {
  const sleep = options.sleep ?? sleepUnlessAborted;
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    try {
      return await load();
    } catch (error) {
      options.signal?.throwIfAborted();
      if (isApiError(error) && error.status === 401) await options.clearSession();
      options.onRetry?.(attempt, error);
      await sleep(configRetryDelay(attempt), options.signal);
    }
  }
}
