// `pnpm bench:sandbox`: a bounded load on loopback against a sandbox in its own process, on a fresh data
// directory. Prints start-up time, then p50/p99 latency and requests/s for GET /v2/assets and otp/verify.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS_REQUESTS = 2000;
const VERIFY_REQUESTS = 400;
const CONCURRENCY = 16;
const TIME_LIMIT_MS = 60_000;
const DEVICE = { persistentId: 'bench', fingerprint: 'bench', spec: {} };

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

async function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; wallMs: number; readyLine: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SANDBOX_PRINT_OUTBOX: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sandbox API: (http:\/\/\S+).*$/m.exec(output);
      if (match) resolve({ child, url: match[1]!, wallMs: performance.now() - started, readyLine: match[0] });
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { result?: Record<string, unknown> } };
}

/** Runs `total` requests, `CONCURRENCY` at a time, stopping early at the time limit. */
async function load(total: number, send: (i: number) => Promise<number>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total && performance.now() - started < TIME_LIMIT_MS) {
      const i = next++;
      const t0 = performance.now();
      const status = await send(i);
      latencies.push(performance.now() - t0);
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
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
  `${name.padEnd(22)} ${String(r.count).padStart(5)} req  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99
    .toFixed(1)
    .padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  (${r.failures} non-200)`;

const dataDir = mkdtempSync(join(tmpdir(), 'wallet-bench-'));
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer(dataDir);
  console.log(`start-up on a fresh data directory: ${server.wallMs.toFixed(0)} ms from spawn to listening`);
  console.log(`  (${server.readyLine.trim()})`);
  const base = server.url;

  const numbers = Array.from({ length: VERIFY_REQUESTS }, (_, i) => `0913${String(i).padStart(7, '0')}`);
  for (const number of numbers) {
    await post(`${base}/v1/authentication/otp`, { region: 'IR', number, deviceInformation: DEVICE });
  }
  const codes = await Promise.all(
    numbers.map(async (number) => {
      const response = await fetch(`${base}/__sandbox/outbox?to=${number}`);
      const { result } = (await response.json()) as { result: { code: string }[] };
      return result[0]!.code;
    }),
  );

  const verify = await load(VERIFY_REQUESTS, async (i) => {
    const { status } = await post(`${base}/v1/authentication/otp/verify`, {
      region: 'IR',
      number: numbers[i],
      code: codes[i],
      deviceInformation: DEVICE,
    });
    return status;
  });

  const login = await post(`${base}/v1/authentication/otp`, {
    region: 'IR',
    number: '09120000002',
    deviceInformation: DEVICE,
  });
  if (login.status !== 200) throw new Error('could not request a code for the demo user');
  const outbox = (await (await fetch(`${base}/__sandbox/outbox?to=09120000002`)).json()) as {
    result: { code: string }[];
  };
  const verified = await post(`${base}/v1/authentication/otp/verify`, {
    region: 'IR',
    number: '09120000002',
    code: outbox.result[0]!.code,
    deviceInformation: DEVICE,
  });
  const token = String(verified.json.result?.token);
  const assets = await load(ASSETS_REQUESTS, async () => {
    const response = await fetch(`${base}/v2/assets`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return response.status;
  });

  console.log(
    `load: ${CONCURRENCY} concurrent clients on loopback, at most ${TIME_LIMIT_MS / 1000} s per phase`,
  );
  console.log(format('GET /v2/assets', assets));
  console.log(format('POST otp/verify', verify));
} finally {
  server?.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
