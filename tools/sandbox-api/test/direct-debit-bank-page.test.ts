import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';

let running: RunningSandbox;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wallet-bank-page-'));
  running = await startSandbox(
    { port: 0, dataDir, controls: false, botToken: '7000000098:bank-page-test-token' },
    { log: () => {} },
  );
});
afterAll(async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('serves the simulated bank’s mandate pages in safe mode too, as HTML that runs no script', async () => {
  expect((await fetch(`${running.url}/__sandbox/health`)).status).toBe(404);
  const page = await fetch(`${running.url}/bank/direct-debit/unknown-mandate`);
  expect(page.status).toBe(404);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(await page.text()).toContain('Contract not found');
});
