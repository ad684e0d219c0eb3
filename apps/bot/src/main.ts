import { createServer } from 'node:http';
import { createWalletBot, setMenuButton } from './bot';
import { startNoticePump } from './notice-pump';
import { httpShareSource } from './share-source';

// Runs the bot by long polling. Development and tests point it at the local Telegram host (BOT_API_ROOT); with
// a real token and no BOT_API_ROOT it talks to Telegram itself. BOT_HEALTH_PORT, when set, answers 200 at
// /health once the bot polls (what a process manager or the e2e harness waits for). Inline mode asks the sandbox
// at SANDBOX_URL what a user may share, and reads there the messages waiting for users.

const DEV_BOT_TOKEN = '7000000001:AAsandbox-dev-bot-token-not-a-secret';

const token = process.env.BOT_TOKEN ?? process.env.SANDBOX_BOT_TOKEN ?? DEV_BOT_TOKEN;
const apiRoot = process.env.BOT_API_ROOT;
const miniAppUrl = process.env.MINI_APP_URL ?? 'http://127.0.0.1:5174/';
const miniAppLink = process.env.MINI_APP_LINK ?? 'https://t.me/wallet_sandbox_bot/app';
const healthPort = process.env.BOT_HEALTH_PORT;
const sandboxUrl = process.env.SANDBOX_URL || 'http://127.0.0.1:8787';

const bot = createWalletBot({
  token,
  ...(apiRoot ? { apiRoot } : {}),
  miniAppUrl,
  miniAppLink,
  shareSource: httpShareSource({ sandboxUrl, botToken: token }),
});
bot.catch((failure) => console.error('bot: an update failed', failure.error));

/** The Bot API may start after the bot (npm start starts both at once): it is asked again for a minute. */
async function untilReachable<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (failure) {
      if (attempt >= 60) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

await untilReachable(() => bot.init());
await untilReachable(() => setMenuButton(bot.api, miniAppUrl));
let isPolling = false;
if (healthPort) {
  createServer((request, response) => {
    response.statusCode = isPolling && request.url === '/health' ? 200 : 503;
    response.end(isPolling ? 'ok' : 'starting');
  }).listen(Number(healthPort), '127.0.0.1');
}
// Messages to users about their money, from the sandbox's outbox.
startNoticePump({ sandboxUrl, botToken: token, api: bot.api, miniAppUrl, log: (line) => console.log(line) });
console.log(`bot: @${bot.botInfo.username} polling ${apiRoot ?? 'https://api.telegram.org'}`);
await bot.start({
  drop_pending_updates: true,
  onStart: () => {
    isPolling = true;
  },
});
