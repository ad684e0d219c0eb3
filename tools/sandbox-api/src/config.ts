/** The bot token the sandbox and the local Telegram host sign init data with in development. */
export const DEV_BOT_TOKEN = '7000000001:AAsandbox-dev-bot-token-not-a-secret';

/** The local Telegram host's Bot API, where `npm start` runs it. */
export const LOCAL_TELEGRAM_API_ROOT = 'http://127.0.0.1:5175';

/** The development bot's mini-app link, as the bot has it (apps/bot/src/main.ts MINI_APP_LINK). */
export const DEV_MINI_APP_LINK = 'https://t.me/wallet_sandbox_bot/app';

export interface SandboxConfig {
  host: string;
  port: number;
  /** PGlite data directory; a new directory gives a new, seeded database. Undefined: in memory. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  botToken: string;
  /**
   * Where the sandbox reaches Telegram's Bot API as the bot (TELEGRAM_API_ROOT): the local Telegram host in
   * development and tests; Telegram itself in safe mode unless set.
   */
  telegramApiRoot: string;
  /**
   * The mini-app's t.me link (`https://t.me/<bot>/<app>`, TELEGRAM_MINI_APP_LINK): the Open button of a message the
   * bot prepares for a user to share opens it on the item's start code.
   */
  telegramMiniAppLink: string;
  /**
   * The API's address as the world reaches it, https (SANDBOX_PUBLIC_URL): Telegram fetches a shared giveaway's
   * banner from it for the message's picture. Unset (development: Telegram cannot reach this machine), messages go
   * without a picture.
   */
  publicUrl?: string;
  /**
   * Developer mode: `/__sandbox/*` routes, printed codes and the public dev bot token. Off (safe mode) when
   * SANDBOX_CONTROLS=0.
   */
  controls: boolean;
  /** Check every answer against the contract; a mismatch is a 500 and a log line. */
  validateResponses: boolean;
  /** Key for hashing one-time codes; when absent, one is made once and kept in the database. */
  secret?: string;
  /** Print outbox messages (login codes) on the console; never in safe mode. */
  printOutbox: boolean;
  maxBodyBytes: number;
}

/** A configuration the sandbox refuses to start with; main prints its message and exits non-zero. */
export class SandboxConfigError extends Error {
  override name = 'SandboxConfigError';
}

/**
 * Safe mode (controls off) is how the sandbox runs where others can reach it, so it must not print login codes
 * and must not accept Telegram init data signed with the token that anyone can read in this repository.
 */
export function settleConfig(config: SandboxConfig): SandboxConfig {
  if (config.controls) return config;
  if (!config.botToken || config.botToken === DEV_BOT_TOKEN)
    throw new SandboxConfigError(
      'SANDBOX_CONTROLS=0 needs the bot token of your own bot in SANDBOX_BOT_TOKEN; the development token is public.',
    );
  return { ...config, printOutbox: false };
}

/** An https address with no query, or the configuration is refused: Telegram fetches pictures only over https. */
function publicUrlOf(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SandboxConfigError(`SANDBOX_PUBLIC_URL is not an address: ${address}`);
  }
  if (url.protocol !== 'https:' || url.search || url.hash)
    throw new SandboxConfigError(`SANDBOX_PUBLIC_URL must be an https address without a query: ${address}`);
  return url.toString().replace(/\/$/, '');
}

/** An https t.me-style link, or the configuration is refused: every shared message's button would be broken. */
function miniAppLinkOf(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new SandboxConfigError(`TELEGRAM_MINI_APP_LINK is not a link: ${link}`);
  }
  if (url.protocol !== 'https:')
    throw new SandboxConfigError(`TELEGRAM_MINI_APP_LINK must be an https link: ${link}`);
  return url.toString();
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = env.PORT === undefined ? 8787 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SandboxConfigError(`PORT is not a port: ${env.PORT}`);
  const controls = env.SANDBOX_CONTROLS !== '0';
  return settleConfig({
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.DATA_DIR ?? '.data/sandbox',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    // An empty SANDBOX_BOT_TOKEN counts as none.
    botToken: env.SANDBOX_BOT_TOKEN || (controls ? DEV_BOT_TOKEN : ''),
    telegramApiRoot:
      env.TELEGRAM_API_ROOT || (controls ? LOCAL_TELEGRAM_API_ROOT : 'https://api.telegram.org'),
    telegramMiniAppLink: miniAppLinkOf(env.TELEGRAM_MINI_APP_LINK || DEV_MINI_APP_LINK),
    ...(env.SANDBOX_PUBLIC_URL ? { publicUrl: publicUrlOf(env.SANDBOX_PUBLIC_URL) } : {}),
    controls,
    validateResponses: env.SANDBOX_VALIDATE_RESPONSES === '1',
    ...(env.SANDBOX_SECRET ? { secret: env.SANDBOX_SECRET } : {}),
    printOutbox: env.SANDBOX_PRINT_OUTBOX !== '0',
    maxBodyBytes: 64 * 1024,
  });
}
