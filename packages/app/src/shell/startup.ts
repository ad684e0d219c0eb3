import { isApiError } from '@wallet/api';

/** Spec 001 §9: the global-config retry delay grows by this much each attempt. */
export const CONFIG_RETRY_STEP_MS = 1000;

/** Delay before retry number `attempt` (1, 2, 3 …): 1000 ms, 2000 ms, 3000 ms … */
export function configRetryDelay(attempt: number): number {
  return Math.max(1, attempt) * CONFIG_RETRY_STEP_MS;
}

/**
 * Spec 000 §4: loads the global configuration, retrying without end with a growing delay; a 401 clears
 * the session first, so the next try goes anonymous.
 */
export async function loadUntilLoaded<T>(
  load: () => Promise<T>,
  options: {
    clearSession: () => Promise<void>;
    sleep?: (ms: number) => Promise<void>;
    signal?: AbortSignal;
    onRetry?: (attempt: number, error: unknown) => void;
  },
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    try {
      return await load();
    } catch (error) {
      if (isApiError(error) && error.status === 401) await options.clearSession();
      options.onRetry?.(attempt, error);
      await sleep(configRetryDelay(attempt));
    }
  }
}
