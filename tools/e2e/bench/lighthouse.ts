/** Lighthouse (the npm package) driven from Node against a Chromium this module starts on a debugging port. */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { BENCH_CERTIFICATE } from './certificate';
import { SYSTEM_CHROMIUM } from './support';

/**
 * Lighthouse's mobile profiles. With "devtools" throttling the page really loads this slowly, so repeat
 * visits, the HTTP cache and layout shifts are observed rather than simulated; the request latency and
 * throughput are Lighthouse's own devtools values for these RTTs (×3.75 and ×0.9). "simulate" reads the RTT,
 * throughput and CPU slowdown.
 */
export const NETWORK_PROFILES = {
  'Slow 4G': {
    rttMs: 150,
    throughputKbps: 1.6 * 1024,
    requestLatencyMs: 150 * 3.75,
    downloadThroughputKbps: 1.6 * 1024 * 0.9,
    uploadThroughputKbps: 750 * 0.9,
    cpuSlowdownMultiplier: 4,
  },
  'Regular 3G': {
    rttMs: 300,
    throughputKbps: 700,
    requestLatencyMs: 300 * 3.75,
    downloadThroughputKbps: 700 * 0.9,
    uploadThroughputKbps: 700 * 0.9,
    cpuSlowdownMultiplier: 4,
  },
} as const;
export type NetworkProfile = keyof typeof NETWORK_PROFILES;

/**
 * "devtools": the page really loads throttled (every request waits the request latency, 562 ms on Slow 4G).
 * "simulate": Lighthouse's default (PageSpeed's figures) loads unthrottled, then estimates the throttled load
 * from the requests' dependency graph with the profile's RTT and throughput, reusing connections as a
 * browser would; it reads lower on pages of many small requests.
 */
export const THROTTLING_METHODS = ['devtools', 'simulate'] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--password-store=basic',
  '--use-mock-keychain',
  // The static host's certificate (bench/certificate.ts), trusted as a CA-issued one would be.
  `--ignore-certificate-errors-spki-list=${BENCH_CERTIFICATE.spki}`,
];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Chromium with a debugging port on a profile directory (which may hold a seeded session and cache). */
export async function startChromium(profileDir: string): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const executable = SYSTEM_CHROMIUM ?? chromium.executablePath();
  const browser = spawn(
    executable,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error('Chromium did not open its debugging port');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill();
      await exited;
    },
  };
}

export interface LighthouseFigures {
  /** Where the page ended up (a redirect to /login would mean the stored session was refused). */
  finalPath: string;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes over the network for each URL's first request (later polls of the API left out). */
  transferredBytes: number;
  /** Of which scripts. */
  scriptBytes: number;
  requests: number;
  lcpElement: string;
  /** For an image: when its request started and how long it took (TTFB, load delay, load time, render delay). */
  lcpPhases: string;
  /** The elements Lighthouse blames for layout shifts, with their share of CLS. */
  shifts: { element: string; score: number }[];
}

interface AuditDetails {
  items?: Record<string, unknown>[];
}

const describeNode = (node: unknown): string => {
  const { selector, snippet } = (node ?? {}) as { selector?: string; snippet?: string };
  return [selector, snippet?.slice(0, 100)].filter(Boolean).join('  ') || '(unknown)';
};

/**
 * One Lighthouse navigation of `url` (mobile form factor and screen) on the Chromium at `port`.
 * `keepCache`: a repeat visit (no storage reset); otherwise the HTTP cache is emptied first (localStorage is
 * kept either way: Lighthouse 12 does not clear it).
 */
export async function runLighthouse(
  url: string,
  port: number,
  profile: NetworkProfile,
  keepCache: boolean,
  method: ThrottlingMethod = 'devtools',
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, hostname: '127.0.0.1', logLevel: 'error', output: 'json' },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: method,
        throttling: NETWORK_PROFILES[profile],
        disableStorageReset: keepCache,
        // The dashboard never goes quiet (asset polls, pulsing placeholders): stop waiting after 25 s, which
        // still covers its loading and the shifts after it.
        maxWaitForLoad: 25_000,
        onlyCategories: ['performance'],
        onlyAudits: [
          'first-contentful-paint',
          'largest-contentful-paint',
          'largest-contentful-paint-element',
          'cumulative-layout-shift',
          'layout-shifts',
          'total-blocking-time',
          'network-requests',
        ],
      },
    },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${profile}-${keepCache ? 'warm' : 'cold'}-${method}`;
    writeFileSync(
      join(process.env.BENCH_LHR_DIR, `${name.replace(/\s+/g, '-')}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const { audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) => (audits[id]?.details as AuditDetails | undefined)?.items ?? [];
  // largest-contentful-paint-element is a list of tables; the first one's first row is the element.
  const lcpTable = items('largest-contentful-paint-element')[0] as AuditDetails | undefined;
  // The dashboard polls its assets every 5 s and Lighthouse waits for quiet: count each URL once.
  const firstLoads = new Map<string, { transferSize: number; resourceType: string }>();
  for (const request of items('network-requests')) {
    const url = String(request.url);
    if (!firstLoads.has(url)) {
      firstLoads.set(url, {
        transferSize: Number(request.transferSize ?? 0),
        resourceType: String(request.resourceType ?? ''),
      });
    }
  }
  const sumOf = (loads: { transferSize: number }[]) =>
    loads.reduce((sum, load) => sum + load.transferSize, 0);
  return {
    finalPath: new URL(result.lhr.finalDisplayedUrl).pathname,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    transferredBytes: sumOf([...firstLoads.values()]),
    scriptBytes: sumOf([...firstLoads.values()].filter((load) => load.resourceType === 'Script')),
    requests: firstLoads.size,
    lcpPhases: (
      ((items('largest-contentful-paint-element')[1] as AuditDetails | undefined)?.items ?? []) as {
        phase?: string;
        timing?: number;
      }[]
    )
      .map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`)
      .join(', '),
    lcpElement: describeNode(
      lcpTable?.items?.[0]?.node ?? items('largest-contentful-paint-element')[0]?.node,
    ),
    shifts: items('layout-shifts').map((item) => ({
      element: describeNode(item.node),
      score: Number(item.score ?? 0),
    })),
  };
}
