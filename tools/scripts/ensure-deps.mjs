// Makes a fresh machine with only Node 20 and npm ready: pnpm, then the workspace's dependencies.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PNPM_VERSION = '12.21.0';
export const root = join(import.meta.dirname, '..', '..');

function has(command) {
  return (
    spawnSync(command, ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' }).status === 0
  );
}

export function run(command, options = {}) {
  execSync(command, { stdio: 'inherit', cwd: root, ...options });
}

export function ensurePnpm() {
  if (has('pnpm')) return;
  console.log(`Installing pnpm ${PNPM_VERSION} ...`);
  run(`npm install --global pnpm@${PNPM_VERSION}`);
  if (!has('pnpm')) throw new Error('pnpm is still not on PATH after installing it');
}

/** Installs when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  ensurePnpm();
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lockfile = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('Installing dependencies ...');
  run('pnpm install --frozen-lockfile', { env: { ...process.env, CI: process.env.CI ?? '' } });
}
