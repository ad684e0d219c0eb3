import { PAYA_CYCLE_TIMES, TEHRAN_UTC_OFFSET_MINUTES } from '@wallet/api';
import { DAY_MS, MINUTE_MS } from '../../clock';

const OFFSET_MS = TEHRAN_UTC_OFFSET_MINUTES * MINUTE_MS;
const CYCLE_MINUTES = PAYA_CYCLE_TIMES.map((time) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
});

/**
 * The first PAYA cycle strictly after `after` (PAYA_CYCLE_TIMES, Tehran time): a transfer received at 10:44
 * settles at 10:45, one received at 10:45 in the 13:45 cycle. The sandbox runs the cycles every day.
 */
export function nextPayaCycle(after: Date): Date {
  const afterMs = after.getTime();
  // The UTC fields of `tehran` read as the wall clock in Tehran.
  const tehran = new Date(afterMs + OFFSET_MS);
  const tehranMidnight = Date.UTC(tehran.getUTCFullYear(), tehran.getUTCMonth(), tehran.getUTCDate());
  for (const day of [0, 1]) {
    for (const minutes of CYCLE_MINUTES) {
      const cycleMs = tehranMidnight + day * DAY_MS + minutes * MINUTE_MS - OFFSET_MS;
      if (cycleMs > afterMs) return new Date(cycleMs);
    }
  }
  throw new Error('PAYA_CYCLE_TIMES is empty');
}
