// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame } from './after-first-frame';

afterEach(() => vi.restoreAllMocks());

describe('after the first frame', () => {
  it("runs in a task after the frame's callbacks, not inside them", () => {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as never);
    const run = vi.fn();
    afterFirstFrame(window, run);
    expect(run).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(run).not.toHaveBeenCalled();
    tasks.shift()!();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once on a hidden page, which renders no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const run = vi.fn();
    afterFirstFrame(window, run);
    expect(run).toHaveBeenCalledOnce();
    expect(frame).not.toHaveBeenCalled();
  });
});
