import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../profile/tables';
import { fragmentAccounts } from './tables';

// The sandbox's Fragment: the Telegram accounts it can find by username, and whether an account can receive a
// Premium plan or Stars. It knows the demo accounts of its own directory (migration 0034 and the control that
// adds one) and every sandbox user who logged in with Telegram and has a username there.

export interface TelegramAccount {
  /** The username as its owner spells it, without @. */
  username: string;
  name: string;
  /** A picture: the name's initials on a colour of the username, as a data: URL. */
  photo: string;
  canReceive: boolean;
}

/** A username as typed, without @ and spaces; Telegram matches usernames whatever their case. */
export const usernameKey = (typed: string): string => typed.trim().replace(/^@/, '').toLowerCase();

const COLOURS = ['#e17076', '#7bc862', '#e5ca77', '#65aadd', '#a695e7', '#ee7aae', '#6ec9cb', '#faa774'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Telegram's placeholder picture: up to two initials, white on one of its eight colours. */
export function initialsPicture(name: string, username: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
  let hash = 0;
  for (const char of usernameKey(username)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">${escapeXml(initials || '?')}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The Telegram account Fragment finds by the username (any case, with or without @), or null. */
export async function findTelegramAccount(db: Db, typed: string): Promise<TelegramAccount | null> {
  const key = usernameKey(typed);
  const [own] = await db.select().from(fragmentAccounts).where(eq(fragmentAccounts.usernameKey, key));
  if (own) {
    return {
      username: own.username,
      name: own.name,
      photo: initialsPicture(own.name, own.username),
      canReceive: own.canReceive,
    };
  }
  const [user] = await db
    .select({ username: users.username, name: users.displayName })
    .from(users)
    .where(and(isNotNull(users.telegramId), sql`lower(${users.username}) = ${key}`))
    .limit(1);
  if (!user?.username) return null;
  const username = user.username.replace(/^@/, '');
  return { username, name: user.name, photo: initialsPicture(user.name, username), canReceive: true };
}

/** Adds an account to Fragment's directory, or changes the one of that username. */
export async function putTelegramAccount(
  db: Db,
  account: { username: string; name: string; canReceive: boolean },
  at: Date,
): Promise<TelegramAccount> {
  const username = account.username.trim().replace(/^@/, '');
  const values = { username, name: account.name.trim(), canReceive: account.canReceive };
  await db
    .insert(fragmentAccounts)
    .values({ usernameKey: usernameKey(username), ...values, createdAt: at })
    .onConflictDoUpdate({ target: fragmentAccounts.usernameKey, set: values });
  return { ...values, photo: initialsPicture(values.name, username) };
}
