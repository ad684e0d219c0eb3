import type { Sandbox } from './context';

/**
 * Runs `pass` every `intervalMs` while the sandbox runs, one pass at a time (a slow pass is not stacked
 * behind another); a failed pass is logged and the next one tries again. Returns the stop function.
 */
export function every(sb: Sandbox, what: string, pass: (sb: Sandbox) => Promise<unknown>, intervalMs = 1000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass(sb)
      .catch((error: unknown) => sb.log(`${what} failed: ${String(error)}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
