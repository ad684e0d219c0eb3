// Type-checks every workspace package that has a tsconfig.json, as many at a time as the machine has cores
// (each `tsc` is one thread); a project's output is printed whole when it ends, so runs do not interleave.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const projects = ['apps', 'packages', 'packages/features', 'tools']
  .flatMap((group) =>
    existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name)) : [],
  )
  .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));

/** Runs `tsc -p` on one project; resolves with whether it passed, after printing what it said. */
function typecheck(project) {
  return new Promise((resolve) => {
    const tsc = spawn(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(project, 'tsconfig.json')], {
      cwd: root,
    });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await typecheck(project))) failed++;
  }
};
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
