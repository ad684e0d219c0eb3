/**
 * Runs `run` once the page has presented its next frame: in a task after that frame's rendering, which a
 * callback of the frame itself would delay. A hidden page renders no frame, so it runs at once there.
 */
export function afterFirstFrame(window: Window, run: () => void): void {
  if (window.document.visibilityState === 'hidden') {
    run();
    return;
  }
  window.requestAnimationFrame(() => window.setTimeout(run, 0));
}
