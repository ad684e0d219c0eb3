import { createWalletBot, setMenuButton } from './bot';

// Runs the bot by long polling. Development and tests point it at the local Telegram host (BOT_API_ROOT); with
// a real token and no BOT_API_ROOT it talks to Telegram itself.

const DEV_BOT_TOKEN = '7000000001:AAsandbox-dev-bot-token-not-a-secret';

const token = process.env.BOT_TOKEN ?? process.env.SANDBOX_BOT_TOKEN ?? DEV_BOT_TOKEN;
const apiRoot = process.env.BOT_API_ROOT;
const miniAppUrl = process.env.MINI_APP_URL ?? 'http://127.0.0.1:5174/';
const miniAppLink = process.env.MINI_APP_LINK ?? 'https://t.me/wallet_sandbox_bot/app';

const bot = createWalletBot({ token, ...(apiRoot ? { apiRoot } : {}), miniAppUrl, miniAppLink });
bot.catch((failure) => console.error('bot: an update failed', failure.error));
await setMenuButton(bot.api, miniAppUrl);
console.log(`bot: polling ${apiRoot ?? 'https://api.telegram.org'}`);
await bot.start({ drop_pending_updates: true });
