import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BOT_TOKEN, SandboxConfigError } from '../src/config';
import { outbox } from '../src/db/schema';
import { startSandbox, type RunningSandbox } from '../src/server';

const SAFE_BOT_TOKEN = '7000000099:safe-mode-test-token';
const DEVICE = { persistentId: 'controls-test', fingerprint: 'controls-test', spec: {} };

/** A server of its own with every log line kept, on a throw-away PGlite directory. */
async function startLogged(overrides: Parameters<typeof startSandbox>[0]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-controls-'));
  const lines: string[] = [];
  const running = await startSandbox({ port: 0, dataDir, ...overrides }, { log: (line) => lines.push(line) });
  return {
    running,
    lines,
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks for a login code and answers the code the sandbox stored for it. */
async function requestCode(running: RunningSandbox, number: string): Promise<string> {
  const response = await fetch(`${running.url}/v1/authentication/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ region: 'IR', number, deviceInformation: DEVICE }),
  });
  expect(response.status).toBe(200);
  const [row] = await running.sandbox.db
    .select({ code: outbox.code })
    .from(outbox)
    .where(eq(outbox.recipient, `+98${number.slice(1)}`));
  if (!row?.code) throw new Error('no code stored');
  return row.code;
}

describe('safe mode: SANDBOX_CONTROLS=0', () => {
  let safe: Awaited<ReturnType<typeof startLogged>>;
  beforeAll(async () => {
    // printOutbox asked for, and refused by safe mode.
    safe = await startLogged({ controls: false, botToken: SAFE_BOT_TOKEN, printOutbox: true });
  });
  afterAll(() => safe.close());

  it.each([
    ['GET', '/__sandbox/outbox?to=09120000000'],
    ['GET', '/__sandbox/health'],
    ['POST', '/__sandbox/clock/advance'],
    ['PUT', '/__sandbox/flags/EXPRESS_BUY'],
    ['POST', '/__sandbox/ledger/credit'],
    ['POST', '/__sandbox/chain/deposit'],
    ['GET', '/__sandbox/ledger/audit'],
  ])('%s %s is 404', async (method, path) => {
    const response = await fetch(`${safe.running.url}${path}`, {
      method,
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, codeString: 'NOT_FOUND' });
  });

  it('still serves the contract and GET /health', async () => {
    expect((await fetch(`${safe.running.url}/v1/utils/global-configs`)).status).toBe(200);
    const health = await fetch(`${safe.running.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ result: { ok: true } });
  });

  it('prints no login code, though it stores and sends one', async () => {
    const code = await requestCode(safe.running, '09127770001');
    expect(code).toMatch(/^\d{6}$/);
    expect(safe.lines.filter((line) => line.includes(code))).toEqual([]);
    expect(safe.lines.filter((line) => line.includes('[outbox]'))).toEqual([]);
  });

  it('checks Telegram init data with its own bot token', () => {
    expect(safe.running.sandbox.config.botToken).toBe(SAFE_BOT_TOKEN);
  });
});

describe('developer mode (npm start and the tests)', () => {
  let dev: Awaited<ReturnType<typeof startLogged>>;
  beforeAll(async () => {
    dev = await startLogged({ printOutbox: true });
  });
  afterAll(() => dev.close());

  it('prints the login code (the same log capture that finds none in safe mode)', async () => {
    const code = await requestCode(dev.running, '09127770002');
    expect(dev.lines.some((line) => line.includes('[outbox]') && line.includes(code))).toBe(true);
  });

  it('serves /__sandbox/health for start scripts and e2e, and /health', async () => {
    expect((await fetch(`${dev.running.url}/__sandbox/health`)).status).toBe(200);
    expect((await fetch(`${dev.running.url}/health`)).status).toBe(200);
    expect(dev.running.sandbox.config.botToken).toBe(DEV_BOT_TOKEN);
  });
});

describe('refusal to start in safe mode without a bot token of its own', () => {
  it.each([
    ['no bot token', {}],
    ['the public development token', { botToken: DEV_BOT_TOKEN }],
  ])('startSandbox refuses %s before opening a database', async (_, overrides) => {
    const dataDir = join(tmpdir(), `wallet-controls-refused-${process.pid}`);
    await expect(startSandbox({ port: 0, dataDir, controls: false, ...overrides })).rejects.toThrow(
      SandboxConfigError,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('npm start (src/main.ts) exits non-zero with a clear message', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_CONTROLS: '0', PORT: '0' };
    delete env.SANDBOX_BOT_TOKEN;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env,
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Sandbox API not started');
    expect(result.stderr).toContain('SANDBOX_BOT_TOKEN');
    expect(result.stdout).not.toContain('Sandbox API: http');
  });
});
