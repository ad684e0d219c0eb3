/**
 * `pnpm bench:market`: the market list with 2,000 synthetic coins in Chromium, on a production build, with the
 * CPU slowed 4× (a mid-range Android phone). Prints the time to the first rows, the DOM size while scrolling
 * the whole list, and the long tasks (> 50 ms) of that scroll. Fails when the DOM is not bounded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '@wallet/sandbox-api';
import { firstRowTimes, logIn, openPhone, post, serveWebBuild, type BenchWindow } from './support';

const SYNTHETIC_TOKENS = 2000;
const CPU_SLOWDOWN = 4;
const WEB_PORT = 15273;
const PHONE = '09125550777';
/** More rows than this in the DOM means the list is not virtualized. */
const MAX_ROWS_IN_DOM = 80;
/** A fast fling: 120 px a frame is 7,200 px a second at 60 fps, almost two rows a frame. */
const SCROLL_PX_PER_FRAME = 120;
/** `BENCH_PROFILE=1 pnpm bench:market` also prints where the scroll spent its CPU time. */
const PROFILE = Boolean(process.env.BENCH_PROFILE);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

function printHotFunctions(profile: CpuProfile, top = 15): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').at(-1) ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    selfMs.set(name, (selfMs.get(name) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  console.log('\n  CPU time by function during the scroll (self):');
  for (const [name, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${name}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'wallet-bench-market-'));
const sandbox = await startSandbox({ port: 0, dataDir, printOutbox: false });
let stopWeb: (() => void) | null = null;
try {
  const { created, coins } = await post<{ created: number; coins: number }>(
    sandbox.url,
    '/__sandbox/market/synthetic-tokens',
    {
      count: SYNTHETIC_TOKENS,
    },
  );
  console.log(`sandbox: ${created} synthetic coins made, ${coins} coins in all`);
  const token = await logIn(sandbox.url, PHONE);
  const web = await serveWebBuild(sandbox.url, WEB_PORT);
  stopWeb = web.stop;
  const { browser, page, cdp } = await openPhone({
    token,
    rowSelector: '.market-row',
    cpuSlowdown: CPU_SLOWDOWN,
  });

  await page.goto(`${web.url}/market`);
  await page.waitForSelector('.market-row');
  const { firstRowMs, answeredMs: assetsResponse } = await firstRowTimes(page, '/api/v2/assets');
  const rowCount = Number(await page.getAttribute('.market-list', 'aria-rowcount'));

  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // Scroll the whole list at a fast thumb's fling speed, one step per frame, sampling the DOM as it goes.
  const scroll = await page.evaluate(async (pxPerFrame) => {
    const bench = (window as unknown as BenchWindow).__bench;
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const startedAt = performance.now();
    const samples: { nodes: number; rows: number }[] = [];
    const frameMs: number[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    let last = await frame();
    for (let y = 0; y <= end + pxPerFrame; y += pxPerFrame) {
      window.scrollTo(0, y);
      const now = await frame();
      frameMs.push(now - last);
      last = now;
      if (frameMs.length % 10 === 0) {
        samples.push({
          nodes: document.getElementsByTagName('*').length,
          rows: document.querySelectorAll('.market-row').length,
        });
      }
    }
    frameMs.sort((a, b) => a - b);
    const percentile = (p: number) =>
      frameMs[Math.min(frameMs.length - 1, Math.floor(frameMs.length * p))] ?? 0;
    const lastSymbol = [...document.querySelectorAll('.market-row__symbol')].at(-1)?.textContent ?? '';
    const during = bench.longTasks.filter((task) => task.start >= startedAt);
    const refreshes = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/v2/assets') && entry.startTime >= startedAt).length;
    return {
      ms: performance.now() - startedAt,
      steps: frameMs.length,
      medianFrameMs: percentile(0.5),
      p95FrameMs: percentile(0.95),
      minNodes: Math.min(...samples.map((s) => s.nodes)),
      maxNodes: Math.max(...samples.map((s) => s.nodes)),
      maxRows: Math.max(...samples.map((s) => s.rows)),
      lastSymbol,
      refreshes,
      longTasks: during.length,
      longTaskMs: during.reduce((sum, task) => sum + task.duration, 0),
      longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    };
  }, SCROLL_PX_PER_FRAME);
  const profile = PROFILE ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : null;
  await browser.close();

  const round = (ms: number) => `${Math.round(ms)} ms`;
  console.log(`\nmarket list, ${rowCount} rows, Chromium, CPU ×${CPU_SLOWDOWN} slower, 412×915 viewport`);
  console.log(`  first rows on screen (from navigation):   ${round(firstRowMs)}`);
  if (assetsResponse !== null) {
    console.log(`  of which after the assets answer:         ${round(firstRowMs - assetsResponse)}`);
  }
  console.log(
    `  full scroll at ${SCROLL_PX_PER_FRAME} px a frame: ${scroll.steps} frames in ${round(scroll.ms)}, reached ${scroll.lastSymbol}`,
  );
  console.log(
    `  frame time, median and 95th percentile:    ${round(scroll.medianFrameMs)}, ${round(scroll.p95FrameMs)}`,
  );
  console.log(`  assets refreshes (every 5 s) meanwhile:   ${scroll.refreshes}`);
  console.log(`  DOM elements while scrolling:             ${scroll.minNodes}–${scroll.maxNodes}`);
  console.log(`  rows in the DOM at most:                  ${scroll.maxRows}`);
  console.log(
    `  long tasks during the scroll:             ${scroll.longTasks} (${round(scroll.longTaskMs)} in all, longest ${round(scroll.longestTaskMs)})`,
  );
  if (profile) printHotFunctions(profile);
  if (scroll.maxRows > MAX_ROWS_IN_DOM) throw new Error(`The list kept ${scroll.maxRows} rows in the DOM`);
} finally {
  stopWeb?.();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
