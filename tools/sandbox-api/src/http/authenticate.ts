import type { Context } from 'hono';
import type { CallAuth } from '@wallet/api';
import type { AuthContext, Sandbox } from '../context';
import { sessionForToken } from '../auth/sessions';
import { unauthorized } from '../errors';

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * user: a live session is required. optional: a token, when sent, must be live (so a client holding a
 * revoked one learns it, clears it and starts anonymous). anonymous: the token is ignored.
 */
export async function authenticate(sb: Sandbox, c: Context, auth: CallAuth): Promise<AuthContext | null> {
  if (auth === 'anonymous') return null;
  const token = bearerToken(c);
  if (token === null) {
    if (auth === 'user') throw unauthorized();
    return null;
  }
  const found = token ? await sessionForToken(sb, token) : null;
  if (!found) throw unauthorized();
  return found;
}
