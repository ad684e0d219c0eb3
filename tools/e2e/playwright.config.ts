import { existsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { PORTS } from './ports';

/**
 * Both projects run against servers started here on their own ports: a sandbox API on a fresh database,
 * the built web app and mini-app served by `vite preview` (which proxies /api to the sandbox), and the
 * local Telegram host framing the mini-app. `E2E_PROJECT` narrows a run to one project and the servers it needs;
 * with `E2E_PORT_OFFSET` two such runs can go side by side, each on its own ports and its own sandbox (the specs
 * move the sandbox's clock, so two runs never share one).
 */
const HOST = '127.0.0.1';
const url = (port: number) => `http://${HOST}:${port}`;
const SANDBOX_URL = url(PORTS.sandbox);

// Debian's Chromium where it is installed (CI and our machines); Playwright's own browser elsewhere.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const launchOptions = {
  ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The selfie video of level 2: a fake camera and microphone, allowed without a prompt.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

const LANE = process.env.E2E_PROJECT;
if (LANE !== undefined && LANE !== 'web' && LANE !== 'mini-app') {
  throw new Error(`E2E_PROJECT is "web" or "mini-app", not "${LANE}"`);
}
const runs = (project: 'web' | 'mini-app') => LANE === undefined || LANE === project;
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
type Project = NonNullable<PlaywrightTestConfig['projects']>[number];
const kept = <T>(items: (T | false)[]) => items.filter((item): item is T => item !== false);

export default defineConfig({
  testDir: './tests',
  // A run of one project keeps its traces apart: Playwright clears its output folder when a run starts.
  outputDir: LANE ? `test-results/${LANE}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI tells a flaky test from a broken one; a flaky test still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]] : 'list',
  use: {
    headless: true,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    // Recording a trace costs the browser about as much CPU as the test itself (a screencast of every frame),
    // which on a 2-core machine slows every test: CI records one only for a failed test's retry, where it is
    // read; a run here keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The web build's service worker would serve every later load of a test from its cache: the specs see
    // the network as it is, and the service worker's own spec allows it.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: kept<Project>([
    runs('web') && {
      name: 'web',
      testDir: './tests/web',
      use: { ...devices['Pixel 7'], baseURL: url(PORTS.web), launchOptions },
    },
    runs('mini-app') && {
      name: 'mini-app',
      testDir: './tests/mini-app',
      use: { viewport: { width: 1100, height: 900 }, baseURL: url(PORTS.tgHost), launchOptions },
    },
  ]),
  webServer: kept<WebServer>([
    {
      // A new data directory each run: the database starts from the seed.
      command: `DATA_DIR="$(mktemp -d)" PORT=${PORTS.sandbox} TELEGRAM_API_ROOT=${url(PORTS.tgHost)} pnpm --filter @wallet/sandbox-api start`,
      url: `${SANDBOX_URL}/__sandbox/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    runs('web') && {
      command: `pnpm --filter @wallet/web exec vite build --outDir dist-e2e --logLevel warn && pnpm --filter @wallet/web exec vite preview --outDir dist-e2e`,
      url: url(PORTS.web),
      env: { WEB_PORT: String(PORTS.web), SANDBOX_URL },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    runs('mini-app') && {
      command: `pnpm --filter @wallet/mini-app exec vite build --outDir dist-e2e --logLevel warn && pnpm --filter @wallet/mini-app exec vite preview --outDir dist-e2e`,
      url: url(PORTS.miniApp),
      env: {
        MINI_APP_PORT: String(PORTS.miniApp),
        SANDBOX_URL,
        VITE_TELEGRAM_HOST_ORIGIN: url(PORTS.tgHost),
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    runs('mini-app') && {
      command: `pnpm --filter @wallet/tg-host start`,
      url: url(PORTS.tgHost),
      env: { TG_HOST_PORT: String(PORTS.tgHost), MINI_APP_URL: `${url(PORTS.miniApp)}/`, SANDBOX_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    runs('mini-app') && {
      // The bot, polling the local Telegram's Bot API; inline mode asks the sandbox what a user may share.
      command: `pnpm --filter @wallet/bot start`,
      url: `${url(PORTS.botHealth)}/health`,
      env: {
        BOT_API_ROOT: url(PORTS.tgHost),
        SANDBOX_URL,
        BOT_HEALTH_PORT: String(PORTS.botHealth),
        MINI_APP_URL: `${url(PORTS.miniApp)}/`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ]),
});
