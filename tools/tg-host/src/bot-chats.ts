import { createBotApi, type TgUser } from './bot-api';
import { DEMO_CHANNEL, DEMO_GROUP } from './demo-chats';
import { findUser, HOST_USERS, type HostUser } from './signing';

/** The bot's own account: its id is the token's first part, as Telegram's tokens are. */
export const HOST_BOT = { first_name: 'Wallet', username: 'wallet_sandbox_bot' };

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
