import { describe, expect, it } from 'vitest';
import { nextPayaCycle } from './paya-cycles';

// Tehran is UTC+03:30: the cycles 03:45, 10:45, 13:45 and 18:45 are 00:15, 07:15, 10:15 and 15:15 UTC.
describe('nextPayaCycle', () => {
  it.each([
    ['2026-03-01T00:00:00Z', '2026-03-01T00:15:00.000Z'],
    ['2026-03-01T07:14:59Z', '2026-03-01T07:15:00.000Z'],
    ['2026-03-01T07:15:00Z', '2026-03-01T10:15:00.000Z'],
    ['2026-03-01T12:00:00Z', '2026-03-01T15:15:00.000Z'],
    ['2026-03-01T15:15:00Z', '2026-03-02T00:15:00.000Z'],
    // 23:00 Tehran on 1 March is 19:30 UTC; the Tehran day turns at 20:30 UTC
    ['2026-03-01T19:30:00Z', '2026-03-02T00:15:00.000Z'],
    ['2026-03-01T21:00:00Z', '2026-03-02T00:15:00.000Z'],
    ['2026-12-31T23:00:00Z', '2027-01-01T00:15:00.000Z'],
  ])('after %s is %s', (after, cycle) => {
    expect(nextPayaCycle(new Date(after)).toISOString()).toBe(cycle);
  });
});
