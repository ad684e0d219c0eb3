import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { stageTimeLines, timeStage, type StageTime } from './stage-times.mjs';

describe('npm test stage times', () => {
  it('prints each stage and the total, wall and CPU, in seconds to a tenth under a minute, else in minutes and seconds', () => {
    expect(
      stageTimeLines([
        { name: 'lint', wallSeconds: 95.4, cpuSeconds: 150.2 },
        { name: 'e2e', wallSeconds: 1140, cpuSeconds: 1500.6 },
      ]),
    ).toEqual([
      'time per stage (wall; CPU, user + system, of its processes):',
      '  lint    1 min 35 s; CPU  2 min 30 s',
      '  e2e    19 min 00 s; CPU 25 min 01 s',
      '  total  20 min 35 s; CPU 27 min 31 s',
    ]);
  });

  it('leaves the CPU out, of the stage and of the total, where it could not be read', () => {
    const lines = stageTimeLines([
      { name: 'format', wallSeconds: 12, cpuSeconds: null },
      { name: 'lint', wallSeconds: 3.4, cpuSeconds: 4 },
    ]);
    expect(lines[1]).toBe('  format       12.0 s');
    expect(lines[2]).toBe('  lint          3.4 s; CPU       4.0 s');
    expect(lines[3]).toBe('  total        15.4 s');
  });

  it.runIf(process.platform === 'linux')(
    'counts the CPU time of the child processes a stage waited for, not the wall time it slept',
    () => {
      const stages: StageTime[] = [];
      // Spins until it has used 400 ms of CPU, however long a loaded machine makes that take.
      const spin = 'while (process.cpuUsage().user < 400_000);';
      timeStage('spin', () => spawnSync(process.execPath, ['-e', spin]), stages);
      timeStage('sleep', () => spawnSync('sleep', ['0.4']), stages);
      const [spun, slept] = stages;
      expect(spun!.name).toBe('spin');
      expect(spun!.cpuSeconds).toBeGreaterThanOrEqual(0.38);
      expect(slept!.wallSeconds).toBeGreaterThanOrEqual(0.4);
      expect(slept!.cpuSeconds).toBeLessThan(0.2);
    },
  );
});
