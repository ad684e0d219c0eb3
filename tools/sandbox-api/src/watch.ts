import type { Sandbox } from './context';

/**
 * Runs `pass` every `intervalMs` while the sandbox runs, one pass at a time (a slow pass is not stacked
 * behind another); a failed pass is logged and the next one tries again. The returned stop function
 * resolves once a pass under way has finished, so the database can be closed after it.
 */
export function every(
  sb: Sandbox,
  what: string,
  pass: (sb: Sandbox) => Promise<unknown>,
  intervalMs = 1000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass(sb)
      .then(() => undefined)
      .catch((error: unknown) => sb.log(`${what} failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
