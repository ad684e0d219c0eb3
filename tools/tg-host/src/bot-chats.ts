import { createBotApi, type TgUser } from './bot-api';
import { findUser, HOST_USERS, type HostUser } from './signing';

/** The bot's own account: its id is the token's first part, as Telegram's tokens are. */
export const HOST_BOT = { first_name: 'Wallet', username: 'wallet_sandbox_bot' };

/** A group chat of the demo users, where shared cheques and giveaways appear. */
export const DEMO_GROUP = { id: -1001000000001, type: 'supergroup' as const, title: 'Wallet friends' };
/** A channel a giveaway may ask its participants to be in (the first two demo users are). */
export const DEMO_CHANNEL = {
  id: -1001000000002,
  type: 'channel' as const,
  title: 'Wallet news',
  username: 'wallet_news',
};

export function telegramUser(user: HostUser): TgUser {
  return {
    id: user.id,
    is_bot: false,
    first_name: user.firstName,
    last_name: user.lastName,
    ...(user.username ? { username: user.username } : {}),
    language_code: 'fa',
  };
}

/** The Bot API of the host: its demo users, a new user made up by the page, the demo group and channel. */
export function createHostBotApi(token: string) {
  return createBotApi({
    token,
    bot: { id: Number(token.split(':')[0]), ...HOST_BOT },
    findUser: (id) => {
      const user = findUser(id);
      return user ? telegramUser(user) : undefined;
    },
    groups: [
      { chat: DEMO_GROUP, members: HOST_USERS.map((user) => user.id) },
      { chat: DEMO_CHANNEL, members: HOST_USERS.slice(0, 2).map((user) => user.id) },
    ],
  });
}
