// `node tools/scripts/cpu-time.mjs <command> [arguments…]`: runs a command and prints its wall time and the CPU
// time (user + system) of all its processes. On a shared machine the wall time of one run says little; the CPU
// time of two runs made one after the other compares them (a change to a test setup, a build option).
import { spawnSync } from 'node:child_process';
import { stageTimeLines, timeStage } from './stage-times.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/scripts/cpu-time.mjs <command> [arguments…]');
  process.exit(2);
}
/** @type {import('./stage-times.mjs').StageTime[]} */
const stages = [];
const result = timeStage(
  [command, ...args].join(' '),
  () => spawnSync(command, args, { stdio: 'inherit' }),
  stages,
);
console.log('');
for (const line of stageTimeLines(stages).slice(0, 2)) console.log(line);
process.exit(result.status ?? 1);
