import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';

let running: RunningSandbox;
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-controls-'));
beforeAll(async () => {
  running = await startSandbox({ port: 0, dataDir, controls: false, printOutbox: false });
});
afterAll(async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SANDBOX_CONTROLS=0', () => {
  it.each([
    ['GET', '/__sandbox/outbox?to=09120000000'],
    ['GET', '/__sandbox/health'],
    ['POST', '/__sandbox/clock/advance'],
    ['POST', '/__sandbox/ledger/credit'],
    ['GET', '/__sandbox/ledger/audit'],
  ])('%s %s is 404', async (method, path) => {
    const response = await fetch(`${running.url}${path}`, {
      method,
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, codeString: 'NOT_FOUND' });
  });

  it('still serves the contract', async () => {
    const response = await fetch(`${running.url}/v1/utils/global-configs`);
    expect(response.status).toBe(200);
  });
});
