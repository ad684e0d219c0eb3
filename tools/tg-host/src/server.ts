import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { DEV_BOT_TOKEN } from '@wallet/sandbox-api/config';
import { createHostBotApi } from './bot-chats';
import { answerBotApiRequest } from './bot-api-http';
import type { BotApi } from './bot-api';
import { findUser, HOST_USERS, launchInitData, NEW_USER_IDS_FROM, signedContact } from './signing';

export interface TgHostOptions {
  port?: number;
  host?: string;
  /** The mini-app to frame. */
  appUrl?: string;
  /** The token the API validates init data with; it never reaches the page. */
  botToken?: string;
  /** The sandbox API whose clock init data is signed with. */
  sandboxUrl?: string;
}

export interface RunningTgHost {
  url: string;
  close(): Promise<void>;
}

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

function json(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(body));
}

/**
 * The time in the sandbox's world, which tests move forward: Telegram signs init data at the moment the
 * app opens there. Real time when the sandbox cannot be reached.
 */
async function sandboxNow(sandboxUrl: string): Promise<Date> {
  try {
    const answer = await fetch(`${sandboxUrl}/__sandbox/health`, { signal: AbortSignal.timeout(2000) });
    const { result } = (await answer.json()) as { result: { now: string } };
    const now = new Date(result.now);
    return Number.isNaN(now.getTime()) ? new Date() : now;
  } catch {
    return new Date();
  }
}

/**
 * The signing endpoints the page calls (the bot token stays on the server), the Bot API the bot calls, and the
 * chats' endpoints the page acts through.
 */
function signingEndpoints(appUrl: string, botToken: string, sandboxUrl: string, botApi: BotApi): Plugin {
  const handle = async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (await answerBotApiRequest(botApi, request, response)) return;
    const url = new URL(request.url ?? '/', 'http://host');
    if (!url.pathname.startsWith('/__tg-host/')) return next();
    if (url.pathname === '/__tg-host/config') {
      return json(response, 200, { appUrl, users: HOST_USERS, newUserIdsFrom: NEW_USER_IDS_FROM });
    }
    const user = findUser(Number(url.searchParams.get('user')));
    if (!user) return json(response, 404, { error: 'unknown user' });
    if (url.pathname === '/__tg-host/launch') {
      const initData = launchInitData(user, botToken, {
        startParam: url.searchParams.get('startParam') || undefined,
        tampered: url.searchParams.get('tampered') === '1',
        now: await sandboxNow(sandboxUrl),
      });
      return json(response, 200, { initData });
    }
    if (url.pathname === '/__tg-host/contact') {
      // Signed at the sandbox's time, as the launch is: its clock may run days ahead in tests.
      const contact = signedContact(user, botToken, await sandboxNow(sandboxUrl));
      return json(response, 200, { contact });
    }
    return json(response, 404, { error: 'unknown endpoint' });
  };
  return {
    name: 'tg-host-signing',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // The mini-app in development fetches init data from here when opened alone.
        response.setHeader('Access-Control-Allow-Origin', '*');
        void handle(request, response, next);
      });
    },
  };
}

/** Starts the local Telegram host. */
export async function startTgHost(options: TgHostOptions = {}): Promise<RunningTgHost> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.TG_HOST_PORT ?? 5175);
  const appUrl = options.appUrl ?? process.env.MINI_APP_URL ?? 'http://127.0.0.1:5174/';
  const botToken = options.botToken ?? process.env.SANDBOX_BOT_TOKEN ?? DEV_BOT_TOKEN;
  const sandboxUrl = options.sandboxUrl ?? process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    server: { host, port, strictPort: true },
    plugins: [signingEndpoints(appUrl, botToken, sandboxUrl, createHostBotApi(botToken))],
  });
  await server.listen();
  return { url: `http://${host}:${port}/`, close: () => server.close() };
}
