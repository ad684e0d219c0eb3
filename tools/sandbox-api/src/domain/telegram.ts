import { parse, validate } from '@telegram-apps/init-data-node';
import type { Sandbox } from '../context';
import { ApiFailure } from '../http/failure';
import { DAY_MS } from '../clock';

/** Init data older than this is refused. */
export const INIT_DATA_MAX_AGE_MS = DAY_MS;

export interface TelegramIdentity {
  id: number;
  username: string | null;
  displayName: string;
  photoUrl: string | null;
  languageCode: string | null;
}

/** Checks the init data's signature with the bot token and its age with the sandbox clock. */
export function verifyInitData(sb: Sandbox, raw: string): TelegramIdentity {
  try {
    validate(raw, sb.config.botToken, { expiresIn: 0 });
  } catch {
    throw new ApiFailure(401, 'INVALID_TELEGRAM_DATA');
  }
  const data = parse(raw);
  const authDateMs = data.auth_date.getTime();
  if (sb.clock.nowMs() - authDateMs > INIT_DATA_MAX_AGE_MS)
    throw new ApiFailure(401, 'TELEGRAM_DATA_EXPIRED');
  const user = data.user;
  if (!user) throw new ApiFailure(401, 'INVALID_TELEGRAM_DATA');
  const displayName = [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || 'anonymous';
  return {
    id: user.id,
    username: user.username ?? null,
    displayName,
    photoUrl: user.photo_url ?? null,
    languageCode: user.language_code ?? null,
  };
}
