// `npm start`: installs what is missing, then runs the sandbox API, the web app, the mini-app, the local
// Telegram host (tools/tg-host) framing the mini-app and playing the Bot API, and the bot (apps/bot) polling
// it, and prints their URLs. Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './ensure-deps.mjs';

ensureDependencies();

const HOST = '127.0.0.1';
const PORTS = { sandbox: 8787, web: 5173, miniApp: 5174, tgHost: 5175, botHealth: 5176 };
const url = (port) => `http://${HOST}:${port}`;

const env = {
  ...process.env,
  PORT: String(PORTS.sandbox),
  // Where the apps reach the sandbox, and where the bot's inline mode asks what a user may share.
  SANDBOX_URL: url(PORTS.sandbox),
  WEB_PORT: String(PORTS.web),
  MINI_APP_PORT: String(PORTS.miniApp),
  MINI_APP_URL: `${url(PORTS.miniApp)}/`,
  TG_HOST_PORT: String(PORTS.tgHost),
  // The bot talks to the local Telegram host's Bot API, never to Telegram, in development.
  BOT_API_ROOT: url(PORTS.tgHost),
  // So does the sandbox, when it asks Telegram about a chat or saves a message to share.
  TELEGRAM_API_ROOT: url(PORTS.tgHost),
  BOT_HEALTH_PORT: String(PORTS.botHealth),
  // Development builds of the mini-app talk to the local host instead of Telegram's origin.
  VITE_TELEGRAM_HOST_ORIGIN: url(PORTS.tgHost),
  // The web app's "Open in Telegram" leads to the local Telegram host in development.
  VITE_TELEGRAM_BOT_URL: process.env.VITE_TELEGRAM_BOT_URL ?? `${url(PORTS.tgHost)}/`,
};

const services = [
  { name: 'sandbox', command: 'pnpm --filter @wallet/sandbox-api start' },
  { name: 'web', command: 'pnpm --filter @wallet/web dev' },
  { name: 'mini-app', command: 'pnpm --filter @wallet/mini-app dev' },
  { name: 'tg-host', command: 'pnpm --filter @wallet/tg-host start' },
  { name: 'bot', command: 'pnpm --filter @wallet/bot start' },
];

const children = services.map(({ name, command }) => {
  const child = spawn(command, { cwd: root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    if (code) console.error(`[${name}] stopped with exit code ${code}`);
  });
  return child;
});

async function waitFor(target) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(target);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

const ready = await Promise.all([
  waitFor(`${url(PORTS.sandbox)}/__sandbox/health`),
  waitFor(url(PORTS.web)),
  waitFor(url(PORTS.miniApp)),
  waitFor(url(PORTS.tgHost)),
  waitFor(`${url(PORTS.botHealth)}/health`),
]);
console.log(`
  Sandbox API:      ${url(PORTS.sandbox)}/   ${ready[0] ? '' : '(not answering)'}
  Web app:          ${url(PORTS.web)}/   ${ready[1] ? '' : '(not answering)'}
  Mini-app in the Telegram host: ${url(PORTS.tgHost)}/   ${ready[3] && ready[2] ? '' : '(not answering)'}
  Bot:              polling the host's Bot API; its chat is in the host's Chats panel ${ready[4] ? '' : '(not answering)'}

  Log in on the web app with 09120000000 (the code is in ${url(PORTS.sandbox)}/__sandbox/outbox).
  Ctrl+C stops everything.
`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
