/** What the benches share: the sandbox calls, a production build served by `vite preview`, a slowed phone. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT_DIR = 'dist-bench';

export interface BenchMarks {
  firstRowAt: number;
  longTasks: { start: number; duration: number }[];
}
export type BenchWindow = Window & { __bench: BenchMarks };

function run(command: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): ChildProcess {
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
}

async function finished(child: ChildProcess): Promise<void> {
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`exited with ${code}`);
}

async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

export async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-platform': 'WEB',
      'x-os': 'LINUX',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { result: T }).result;
}

/** Logs a phone number in through the API, reading the code from the sandbox outbox. */
export async function logIn(base: string, phone: string): Promise<string> {
  const device = { persistentId: 'bench', fingerprint: 'bench', spec: {} };
  await post<unknown>(base, '/v1/authentication/otp', {
    region: 'IR',
    number: phone,
    deviceInformation: device,
  });
  const outbox = (await (await fetch(`${base}/__sandbox/outbox?to=${phone}`)).json()) as {
    result: { code: string }[];
  };
  const code = outbox.result[0]!.code;
  const { token } = await post<{ token: string }>(base, '/v1/authentication/otp/verify', {
    region: 'IR',
    number: phone,
    code,
    deviceInformation: device,
  });
  return token;
}

export type AppName = 'web' | 'mini-app';

/** Debian's Chromium where it is installed, else the browser Playwright finds (as playwright.config.ts). */
export const SYSTEM_CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/**
 * Builds an app for production into a new temporary directory and answers it (not apps/<app>/dist-bench,
 * which the other benches remove when they stop).
 */
export async function buildApp(app: AppName, env: Record<string, string> = {}): Promise<string> {
  console.log(`building the ${app}…`);
  const outDir = mkdtempSync(join(tmpdir(), `wallet-bench-${app}-`));
  const args = ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  await finished(run('pnpm', ['--filter', `@wallet/${app}`, 'exec', 'vite', ...args], env));
  return outDir;
}

/**
 * The local Telegram host (tools/tg-host) framing the mini-app at `appUrl`, started as playwright.config.ts
 * starts it; `stop` ends its process group.
 */
export async function startTelegramHost(
  port: number,
  appUrl: string,
  sandboxUrl: string,
): Promise<{ url: string; stop(): void }> {
  const host = spawn(join(ROOT, 'tools/tg-host/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(ROOT, 'tools/tg-host'),
    env: { ...process.env, TG_HOST_PORT: String(port), MINI_APP_URL: appUrl, SANDBOX_URL: sandboxUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    if (host.pid && host.exitCode === null) process.kill(-host.pid, 'SIGTERM');
  };
  try {
    await waitForUrl(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** Builds the web app for production and serves it with `vite preview`, proxying /api to the sandbox. */
export async function serveWebBuild(
  sandboxUrl: string,
  port: number,
): Promise<{ url: string; stop(): void }> {
  console.log('building the web app…');
  await finished(
    run('pnpm', [
      '--filter',
      '@wallet/web',
      'exec',
      'vite',
      'build',
      '--outDir',
      OUT_DIR,
      '--logLevel',
      'warn',
    ]),
  );
  const preview = run(
    join(ROOT, 'apps/web/node_modules/.bin/vite'),
    ['preview', '--outDir', OUT_DIR],
    { WEB_PORT: String(port), SANDBOX_URL: sandboxUrl },
    join(ROOT, 'apps/web'),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url);
  return {
    url,
    stop() {
      preview.kill();
      rmSync(join(ROOT, 'apps/web', OUT_DIR), { recursive: true, force: true });
    },
  };
}

/**
 * A mid-range Android phone in Chromium: 412×915 at 2×, touch, fa, the CPU slowed `cpuSlowdown` times,
 * logged in with `token`. It records long tasks and when the first `rowSelector` appears.
 */
export async function openPhone(options: {
  token: string;
  rowSelector: string;
  cpuSlowdown: number;
}): Promise<{ browser: Browser; page: Page; cdp: CDPSession }> {
  const browser = await chromium.launch({
    headless: true,
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
  });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript(
    ({ user, rowSelector }) => {
      localStorage.setItem('wallet:user', user);
      const marks: BenchMarks = { firstRowAt: 0, longTasks: [] };
      (window as unknown as BenchWindow).__bench = marks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector(rowSelector)) {
          marks.firstRowAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { user: JSON.stringify({ token: options.token, isSignup: false }), rowSelector: options.rowSelector },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  return { browser, page, cdp };
}

/** When the first row appeared, and when the call `apiPath` answered, in ms from navigation. */
export async function firstRowTimes(
  page: Page,
  apiPath: string,
): Promise<{ firstRowMs: number; answeredMs: number | null }> {
  return page.evaluate((path) => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(path)) as
      PerformanceResourceTiming | undefined;
    return {
      firstRowMs: (window as unknown as BenchWindow).__bench.firstRowAt,
      answeredMs: entry ? entry.responseEnd : null,
    };
  }, apiPath);
}
