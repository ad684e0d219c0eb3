// `pnpm bench:otc`: the swap's calls under a bounded load on loopback, against a sandbox in its own process on
// a fresh data directory. Prints p50/p99 latency and requests/s of a plain quote, a locked quote (with a swap
// token) and an order, each client trading as a user of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const QUOTE_REQUESTS = 2000;
const LOCK_REQUESTS = 1000;
const ORDER_REQUESTS = 1000;
const CONCURRENCY = 16;
const TIME_LIMIT_MS = 60_000;
const DEVICE = { persistentId: 'bench-otc', fingerprint: 'bench-otc', spec: {} };
const QUOTE = { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '1000000' };

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SANDBOX_PRINT_OUTBOX: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sandbox API: (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
}

async function call(
  url: string,
  init: { method?: string; body?: unknown; token?: string; key?: string } = {},
): Promise<{ status: number; result: Record<string, unknown> | undefined }> {
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { result?: Record<string, unknown> };
  return { status: response.status, result: json.result };
}

/** A new level-1 user with plenty of Toman, logged in through the OTP flow and the sandbox controls. */
async function trader(base: string, index: number): Promise<string> {
  const number = `0914${String(index).padStart(7, '0')}`;
  await call(`${base}/v1/authentication/otp`, { body: { region: 'IR', number, deviceInformation: DEVICE } });
  const outbox = (await (await fetch(`${base}/__sandbox/outbox?to=${number}`)).json()) as {
    result: { code: string }[];
  };
  const verified = await call(`${base}/v1/authentication/otp/verify`, {
    body: { region: 'IR', number, code: outbox.result[0]!.code, deviceInformation: DEVICE },
  });
  const token = String(verified.result?.token);
  await call(`${base}/__sandbox/user/level`, { method: 'PUT', token, body: { level: 'LEVEL_1_IR' } });
  const credit = await call(`${base}/__sandbox/ledger/credit`, {
    token,
    body: { token: 'IRT', amount: '100000000000000' },
  });
  if (credit.status !== 200) throw new Error(`could not credit the bench user: ${credit.status}`);
  return token;
}

/**
 * Runs `total` requests, CONCURRENCY clients at a time (client n trades as user n), stopping early at the time
 * limit. `send` prepares what it needs, then times only the call under test with `timed`.
 */
async function load(
  total: number,
  send: (token: string, timed: <T>(work: () => Promise<T>) => Promise<T>) => Promise<number>,
  tokens: string[],
) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async (client: number) => {
    while (next < total && performance.now() - started < TIME_LIMIT_MS) {
      next++;
      const status = await send(tokens[client]!, async (work) => {
        const t0 = performance.now();
        const result = await work();
        latencies.push(performance.now() - t0);
        return result;
      });
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, client) => worker(client)));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    count: latencies.length,
    failures,
    p50: at(0.5),
    p99: at(0.99),
    rps: (latencies.length / elapsed) * 1000,
  };
}

const format = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  `${name.padEnd(34)} ${String(r.count).padStart(5)} req  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99
    .toFixed(1)
    .padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  (${r.failures} non-200)`;

const dataDir = mkdtempSync(join(tmpdir(), 'wallet-bench-otc-'));
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer(dataDir);
  const base = server.url;
  const tokens: string[] = [];
  for (let i = 0; i < CONCURRENCY; i++) tokens.push(await trader(base, i));
  const price = `${base}/v1/market/otc/price`;
  const order = `${base}/v1/market/otc/order`;

  const quotes = await load(
    QUOTE_REQUESTS,
    async (token, timed) => (await timed(() => call(price, { token, body: QUOTE }))).status,
    tokens,
  );
  const locks = await load(
    LOCK_REQUESTS,
    async (token, timed) =>
      (await timed(() => call(price, { token, body: { ...QUOTE, createSwapToken: true } }))).status,
    tokens,
  );
  const orders = await load(
    ORDER_REQUESTS,
    async (token, timed) => {
      const locked = await call(price, { token, body: { ...QUOTE, createSwapToken: true } });
      const swapToken = locked.result?.swapToken;
      if (locked.status !== 200 || typeof swapToken !== 'string') return locked.status;
      const done = await timed(() => call(order, { token, key: randomUUID(), body: { swapToken } }));
      return done.status;
    },
    tokens,
  );
  const audit = await call(`${base}/__sandbox/ledger/audit`, { method: 'GET' });

  console.log(
    `load: ${CONCURRENCY} concurrent clients (one user each) on loopback, at most ${TIME_LIMIT_MS / 1000} s per phase`,
  );
  console.log(format('POST otc/price (quote)', quotes));
  console.log(format('POST otc/price (createSwapToken)', locks));
  console.log(format('POST otc/order', orders));
  console.log(`ledger audit after the run: ${JSON.stringify(audit.result)}`);
} finally {
  server?.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
