// Each stage's time in `npm test`: wall time, and the CPU time (user + system) of the processes the stage ran.
// On a shared or loaded machine the wall time says little, so the CPU time is what compares runs.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds of this process's children that have ended and been waited for (cutime + cstime of
 * /proc/self/stat: a spawnSync's whole tree), or null where /proc is absent.
 * @returns {number | null}
 */
export function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command name, which may hold spaces, in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of the whole line: 14 and 15 after the name.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Times a stage that runs child processes synchronously.
 * @template T
 * @param {string} name
 * @param {() => T} run
 * @param {{ name: string, wallSeconds: number, cpuSeconds: number | null }[]} into
 * @returns {T}
 */
export function timeStage(name, run, into) {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  try {
    return run();
  } finally {
    const cpuAfter = childrenCpuSeconds();
    into.push({
      name,
      wallSeconds: (performance.now() - started) / 1000,
      cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    });
  }
}

const duration = (seconds) => {
  const whole = Math.round(seconds);
  return whole >= 60
    ? `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
    : `${seconds.toFixed(1)} s`;
};

/**
 * The table printed at the end of the run: one line per stage and the total.
 * @param {{ name: string, wallSeconds: number, cpuSeconds: number | null }[]} stages
 * @returns {string[]}
 */
export function stageTimeLines(stages) {
  const total = {
    name: 'total',
    wallSeconds: stages.reduce((sum, stage) => sum + stage.wallSeconds, 0),
    cpuSeconds: stages.some((stage) => stage.cpuSeconds === null)
      ? null
      : stages.reduce((sum, stage) => sum + (stage.cpuSeconds ?? 0), 0),
  };
  const rows = [...stages, total];
  const width = Math.max(...rows.map((row) => row.name.length));
  return [
    'time per stage (wall; CPU, user + system, of its processes):',
    ...rows.map(
      (row) =>
        `  ${row.name.padEnd(width)}  ${duration(row.wallSeconds).padStart(11)}` +
        (row.cpuSeconds === null ? '' : `; CPU ${duration(row.cpuSeconds).padStart(11)}`),
    ),
  ];
}
