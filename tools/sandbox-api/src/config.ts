/** The bot token the sandbox and the local Telegram host sign init data with in development. */
export const DEV_BOT_TOKEN = '7000000001:AAsandbox-dev-bot-token-not-a-secret';

export interface SandboxConfig {
  host: string;
  port: number;
  /** PGlite data directory; a new directory gives a new, seeded database. Undefined: in memory. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  botToken: string;
  /** `/__sandbox/*` routes; off when SANDBOX_CONTROLS=0. */
  controls: boolean;
  /** Check every answer against the contract; a mismatch is a 500 and a log line. */
  validateResponses: boolean;
  /** Key for hashing one-time codes; when absent, one is made once and kept in the database. */
  secret?: string;
  /** Print outbox messages (login codes) on the console. */
  printOutbox: boolean;
  maxBodyBytes: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = env.PORT === undefined ? 8787 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.DATA_DIR ?? '.data/sandbox',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    botToken: env.SANDBOX_BOT_TOKEN ?? DEV_BOT_TOKEN,
    controls: env.SANDBOX_CONTROLS !== '0',
    validateResponses: env.SANDBOX_VALIDATE_RESPONSES === '1',
    ...(env.SANDBOX_SECRET ? { secret: env.SANDBOX_SECRET } : {}),
    printOutbox: env.SANDBOX_PRINT_OUTBOX !== '0',
    maxBodyBytes: 64 * 1024,
  };
}
