import { createHmac } from 'node:crypto';
import { sign } from '@telegram-apps/init-data-node';
import { DEMO_USERS } from '@wallet/sandbox-api/fixtures';

export interface HostUser {
  id: number;
  firstName: string;
  lastName: string;
  username: string | null;
  phone: string;
}

/** The sandbox's demo users that have a Telegram account. */
export const HOST_USERS: HostUser[] = DEMO_USERS.map((user) => ({
  id: user.telegramId,
  firstName: user.username ? user.username.replace(/^demo_/, 'Demo ') : 'Demo',
  lastName: 'User',
  username: user.username,
  phone: user.phone.replace(/^\+/, ''),
}));

/** Telegram ids from here up are new users, made up by the host page's "New user" button. */
export const NEW_USER_IDS_FROM = 710_000_000;

/**
 * A demo user, or a new one: a Telegram account the wallet has never seen, with a mobile number made from its
 * id (0935 and the id's last seven digits), so sharing the contact gives a number no one else has.
 */
export function findUser(id: number): HostUser | undefined {
  const demo = HOST_USERS.find((user) => user.id === id);
  if (demo || !Number.isSafeInteger(id) || id < NEW_USER_IDS_FROM || id >= NEW_USER_IDS_FROM + 10_000_000)
    return demo;
  return { id, firstName: 'New', lastName: 'User', username: null, phone: `98935${String(id).slice(-7)}` };
}

/**
 * Init data for a user, signed with the bot token as Telegram signs it. "Tampered" changes the user's name
 * after signing, so the signature no longer matches: what a forged launch looks like to the API.
 */
export function launchInitData(
  user: HostUser,
  botToken: string,
  options: { startParam?: string; tampered?: boolean; now?: Date } = {},
): string {
  const data = {
    user: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      ...(user.username ? { username: user.username } : {}),
      language_code: 'fa',
      allows_write_to_pm: true,
    },
    query_id: `AAH${user.id}`,
    chat_type: 'sender',
    chat_instance: String(user.id * 7),
    ...(options.startParam ? { start_param: options.startParam } : {}),
  } as Parameters<typeof sign>[0];
  const signed = sign(data, botToken, options.now ?? new Date());
  if (!options.tampered) return signed;
  const params = new URLSearchParams(signed);
  const parsedUser = JSON.parse(params.get('user') ?? '{}') as { first_name?: string };
  params.set(
    'user',
    JSON.stringify({ ...parsedUser, first_name: `${parsedUser.first_name ?? ''} (forged)` }),
  );
  return params.toString();
}

/** A shared contact as Telegram returns it to getRequestedContact: signed like init data. */
export function signedContact(user: HostUser, botToken: string, now = new Date()): string {
  const fields: Record<string, string> = {
    contact: JSON.stringify({
      user_id: user.id,
      phone_number: user.phone,
      first_name: user.firstName,
      last_name: user.lastName,
    }),
    auth_date: String(Math.floor(now.getTime() / 1000)),
  };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
