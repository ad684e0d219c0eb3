/** Layout shifts seen by a PerformanceObserver in the page, with the elements that moved. */
import type { BrowserContext, Frame } from '@playwright/test';

export interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: { node: string; fromY: number; toY: number; fromHeight: number; toHeight: number }[];
}
type ShiftWindow = Window & { __layoutShifts?: Shift[] };

/**
 * Records every layout shift of the app's documents (in every frame whose port is `appPort`, so a framing
 * host's own shifts are left out), naming each moved element by its tag and classes and two ancestors.
 */
export async function recordLayoutShifts(context: BrowserContext, appPort: string): Promise<void> {
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript((port) => {
    if (location.port !== port) return;
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(removed)';
      const parts: string[] = [];
      let element: Element | null = node instanceof Element ? node : node.parentElement;
      for (let depth = 0; element && depth < 3 && element !== document.body; depth += 1) {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
        parts.unshift([element.tagName.toLowerCase(), ...classes.filter(Boolean)].join('.'));
        element = element.parentElement;
      }
      return (node instanceof Element ? '' : '#text in ') + parts.join(' > ');
    };
    const shifts: Shift[] = [];
    (window as ShiftWindow).__layoutShifts = shifts;
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => ({
            node: describe(source.node),
            fromY: Math.round(source.previousRect.y),
            toY: Math.round(source.currentRect.y),
            fromHeight: Math.round(source.previousRect.height),
            toHeight: Math.round(source.currentRect.height),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, appPort);
}

export async function layoutShiftsOf(frame: Frame): Promise<Shift[]> {
  return frame.evaluate(() => (window as ShiftWindow).__layoutShifts ?? []);
}

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, at most 5 s) of shifts without input. */
export function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
