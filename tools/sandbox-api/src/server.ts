import { mkdirSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { Clock } from './clock';
import { configFromEnv, settleConfig, type SandboxConfig } from './config';
import type { Sandbox } from './context';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { controls, handlers, pages, watchers } from './domains';
import { createApp } from './http/app';
import { every } from './watch';
import { loadPriceFeed } from './market/feed';
import { readSecret, seedIfEmpty } from './seed/seed';
import { httpTelegramBotApi, type TelegramBotApi } from './telegram/bot-api';

export interface RunningSandbox {
  url: string;
  port: number;
  sandbox: Sandbox;
  /** Milliseconds from the call to a listening server, with migrations and seeding. */
  startupMs: number;
  seeded: boolean;
  close(): Promise<void>;
}

export const PRICE_SEED = 'wallet-sandbox';

export interface StartOptions {
  /** Where log lines go (the console by default); tests capture them. */
  log?: (line: string) => void;
  /** Telegram's Bot API as tests play it; by default the one at config.telegramApiRoot. */
  telegram?: TelegramBotApi;
}

/**
 * Opens the database, migrates and seeds it, and serves the contract on `host:port` (port 0: any free port).
 * Overrides start from developer mode; with `controls: false` the safe-mode rules of `settleConfig` apply.
 */
export async function startSandbox(
  overrides: Partial<SandboxConfig> = {},
  options: StartOptions = {},
): Promise<RunningSandbox> {
  const started = performance.now();
  const config = settleConfig({ ...configFromEnv({}), ...overrides });
  if (config.dataDir && !config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  const log = options.log ?? ((line: string) => console.log(line));
  try {
    await migrate(database);
    const clock = new Clock();
    const seeded = await seedIfEmpty(database.db, clock.now());
    const sb: Sandbox = {
      database,
      db: database.db,
      clock,
      config,
      secret: config.secret ?? (await readSecret(database.db)),
      prices: await loadPriceFeed(database.db, PRICE_SEED),
      telegram: options.telegram ?? httpTelegramBotApi(config.telegramApiRoot, config.botToken),
      log,
    };
    // The simulated world moves on the sandbox clock, each domain's watchers once a second.
    const stopWatchers = watchers.map((watcher) => every(sb, watcher.what, watcher.pass));
    const app = createApp(sb, handlers, controls, pages);
    const server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(s));
      s.once('error', reject);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      url: `http://${config.host}:${port}`,
      port,
      sandbox: sb,
      seeded,
      startupMs: performance.now() - started,
      close: async () => {
        await Promise.all(stopWatchers.map((stop) => stop()));
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
