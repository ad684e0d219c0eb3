/**
 * `pnpm bench:transactions`: /transactions for a user with 100,000 transactions, in Chromium on a production
 * build with the CPU slowed 4×. Prints the time to the first page, the DOM size while scrolling through
 * 10,000 rows (read page by page with the cursor), and the JS heap after that scroll. Fails when the DOM is
 * not bounded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '@wallet/sandbox-api';
import { firstRowTimes, logIn, openPhone, post, serveWebBuild, type BenchWindow } from './support';

const TRANSACTIONS = 100_000;
const ROWS_TO_SCROLL = 10_000;
const CPU_SLOWDOWN = 4;
const WEB_PORT = 15274;
const PHONE = '09125550778';
/** More rows than this in the DOM means the list is not virtualized. */
const MAX_ROWS_IN_DOM = 80;
/** How far one frame scrolls: a fast fling, about three rows. */
const SCROLL_PX_PER_FRAME = 240;

const dataDir = mkdtempSync(join(tmpdir(), 'wallet-bench-transactions-'));
const sandbox = await startSandbox({ port: 0, dataDir, printOutbox: false });
let stopWeb: (() => void) | null = null;
try {
  const token = await logIn(sandbox.url, PHONE);
  const startedAt = Date.now();
  const { written } = await post<{ written: number }>(
    sandbox.url,
    '/__sandbox/transactions/history',
    { count: TRANSACTIONS },
    token,
  );
  console.log(`sandbox: ${written} transactions written in ${Date.now() - startedAt} ms`);
  const web = await serveWebBuild(sandbox.url, WEB_PORT);
  stopWeb = web.stop;
  const { browser, page, cdp } = await openPhone({
    token,
    rowSelector: '.txs-row',
    cpuSlowdown: CPU_SLOWDOWN,
  });

  await page.goto(`${web.url}/transactions`);
  await page.waitForSelector('.txs-row');
  const { firstRowMs, answeredMs } = await firstRowTimes(page, '/api/v2/transaction');

  // Scroll at a steady speed; when the end of what is loaded is reached, wait for the next page.
  const scroll = await page.evaluate(
    async ({ rowsToScroll, pxPerFrame }) => {
      const bench = (window as unknown as BenchWindow).__bench;
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const rowHeight = 72;
      const list = document.querySelector('.txs-list') as HTMLElement;
      const listTop = list.getBoundingClientRect().top + window.scrollY;
      const target = listTop + rowsToScroll * rowHeight;
      const startedAt = performance.now();
      const samples: { nodes: number; rows: number }[] = [];
      let y = 0;
      let frames = 0;
      let stalledFrames = 0;
      while (y < target) {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        if (y >= end) {
          stalledFrames++;
          if (stalledFrames > 3000) throw new Error(`stuck at ${y}px waiting for more rows`);
        } else {
          y = Math.min(end, y + pxPerFrame);
          window.scrollTo(0, y);
        }
        await frame();
        frames++;
        if (frames % 10 === 0) {
          samples.push({
            nodes: document.getElementsByTagName('*').length,
            rows: document.querySelectorAll('.txs-row').length,
          });
        }
      }
      const during = bench.longTasks.filter((task) => task.start >= startedAt);
      const pagesRead = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/v2/transaction')).length;
      const lastRow = [...document.querySelectorAll('.txs-row')].at(-1)?.getAttribute('aria-posinset');
      return {
        ms: performance.now() - startedAt,
        frames,
        stalledFrames,
        pagesRead,
        lastRow: Number(lastRow),
        minNodes: Math.min(...samples.map((s) => s.nodes)),
        maxNodes: Math.max(...samples.map((s) => s.nodes)),
        maxRows: Math.max(...samples.map((s) => s.rows)),
        longTasks: during.length,
        longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
      };
    },
    { rowsToScroll: ROWS_TO_SCROLL, pxPerFrame: SCROLL_PX_PER_FRAME },
  );
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  await browser.close();

  const round = (ms: number) => `${Math.round(ms)} ms`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\n/transactions, ${TRANSACTIONS} transactions, Chromium, CPU ×${CPU_SLOWDOWN} slower, 412×915 viewport`,
  );
  console.log(`  first page on screen (from navigation):   ${round(firstRowMs)}`);
  if (answeredMs !== null)
    console.log(`  of which after the first page answered:   ${round(firstRowMs - answeredMs)}`);
  console.log(
    `  scroll to row ${scroll.lastRow}: ${scroll.frames} frames in ${round(scroll.ms)}, ${scroll.pagesRead} pages read, ${scroll.stalledFrames} frames waiting for a page`,
  );
  console.log(`  DOM elements while scrolling:             ${scroll.minNodes}–${scroll.maxNodes}`);
  console.log(`  rows in the DOM at most:                  ${scroll.maxRows}`);
  console.log(
    `  long tasks during the scroll:             ${scroll.longTasks} (longest ${round(scroll.longestTaskMs)})`,
  );
  console.log(`  JS heap after the scroll (after GC):      ${mb(heap.usedSize)} of ${mb(heap.totalSize)}`);
  if (scroll.maxRows > MAX_ROWS_IN_DOM) throw new Error(`The list kept ${scroll.maxRows} rows in the DOM`);
} finally {
  stopWeb?.();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
