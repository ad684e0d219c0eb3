import { expect } from '@playwright/test';
import { SANDBOX_URL } from './sandbox';

/** Status of GET /v1/user/whoami with a session's token: 200 while it lives, 401 once it is revoked. */
export async function whoamiStatus(token: string): Promise<number> {
  const answer = await fetch(`${SANDBOX_URL}/v1/user/whoami`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  return answer.status;
}

/** Waits until a session's token is refused. */
export async function expectRevoked(token: string): Promise<void> {
  await expect.poll(() => whoamiStatus(token)).toBe(401);
}
