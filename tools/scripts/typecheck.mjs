// Type-checks every workspace package that has a tsconfig.json. Packages whose compiler options are the same
// are checked as one program: each `tsc -p` of a package alone checks again every package it imports, so the
// ten features, the kit, ui and both apps checked apart read and check the same shared sources fourteen times.
// The programs run as many at a time as the machine has cores (each `tsc` is one thread); a program's output is
// printed whole when it ends, so runs do not interleave.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { typecheckPrograms } from './typecheck-programs.mjs';

const root = join(import.meta.dirname, '..', '..');

/** A tsconfig for one group: the first member's options, every member's files. */
function writeProgramConfig(program, index) {
  if (program.members.length === 1) return program.configPath;
  const dir = join(root, 'node_modules', '.cache', 'wallet-typecheck');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `program-${index}.json`);
  writeFileSync(path, JSON.stringify({ extends: program.configPath, files: program.files, include: [] }));
  return path;
}

/** Runs `tsc -p` on one program; resolves with whether it passed, after printing what it said. */
function typecheck(program, configPath) {
  return new Promise((resolve) => {
    const tsc = spawn(join(root, 'node_modules', '.bin', 'tsc'), ['-p', configPath], { cwd: root });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      if (output) process.stdout.write(output);
      const name = program.members.length === 1 ? program.members[0] : program.members.join(', ');
      console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

// The biggest programs first, so the last one to start is a short one.
const queue = typecheckPrograms(root)
  .map((program, index) => ({ program, configPath: writeProgramConfig(program, index) }))
  .sort((a, b) => b.program.files.length - a.program.files.length);
let failed = 0;
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (!(await typecheck(next.program, relative(root, next.configPath)))) failed++;
  }
};
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
process.exitCode = failed ? 1 : 0;
