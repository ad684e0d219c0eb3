// Vitest global setup of the `contract-postgres` project: a throw-away PostgreSQL cluster on a free loopback
// port, so the contract suite also runs against a real server with real concurrency.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findPostgresBin } from './postgres-bin';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: run it as the `postgres` user then. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  dataDir = mkdtempSync(join(tmpdir(), 'wallet-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  const [initCmd, initArgs] = asServerUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asServerUser(join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ]);
  server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    server!.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept connections')) resolve();
    });
    server!.once('exit', (code) => reject(new Error(`postgres exited with ${code}: ${log}`)));
  });
  project.provide('postgresAdminUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null && dataDir) {
    // runuser does not pass signals on, so stop the server through its own tool.
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    const [cmd, args] = asServerUser(join(findPostgresBin()!, 'pg_ctl'), [
      'stop',
      '-D',
      dataDir,
      '-m',
      'fast',
    ]);
    execFileSync(cmd, args, { stdio: 'ignore' });
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
