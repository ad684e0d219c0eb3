import { expect } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../ports';

/** The sandbox the e2e servers start (see playwright.config.ts), reached directly by the tests. */
export const SANDBOX_URL = SANDBOX_ORIGIN;

/** The newest login code the sandbox "sent" to a number, waiting for it to arrive. */
export async function latestCode(phone: string, newerThan?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(phone)}`);
      const { result } = (await answer.json()) as { result: { code: string | null }[] };
      code = result[0]?.code ?? null;
      return code !== null && code !== newerThan;
    })
    .toBe(true);
  return code as unknown as string;
}

const HEADERS = {
  'content-type': 'application/json',
  'x-platform': 'WEB',
  'x-os': 'LINUX',
  'x-timezone': 'Asia/Tehran',
};
const DEVICE = { persistentId: 'e2e-other-device', fingerprint: 'e2e', spec: {} };

async function post(path: string, body: unknown, token?: string): Promise<unknown> {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(answer.ok, `${path} answered ${answer.status}`).toBe(true);
  return ((await answer.json()) as { result: unknown }).result;
}

/** Logs the user in from "another device" through the API and returns that session's token. */
export async function logInElsewhere(phone: string): Promise<string> {
  // Moves the sandbox clock past the code-request window, so tests never meet the per-number rate limit.
  await advanceClock(11 * 60);
  const before = await latestCodeOrNull(phone);
  await post('/v1/authentication/otp', { region: 'IR', number: phone, deviceInformation: DEVICE });
  const code = await latestCode(phone, before ?? undefined);
  const result = (await post('/v1/authentication/otp/verify', {
    region: 'IR',
    number: phone,
    code,
    deviceInformation: DEVICE,
  })) as { token: string };
  return result.token;
}

/** A session of the account a Telegram user opened the mini-app with (a new one has no phone to log in with). */
export async function logInAsTelegramUser(telegramId: string): Promise<string> {
  const result = (await post(`/__sandbox/telegram/${telegramId}/session`, {})) as { token: string };
  return result.token;
}

/** The newest code the sandbox "sent" to a number, without waiting; null before the first. */
export async function latestCodeOrNull(phone: string): Promise<string | null> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(phone)}`);
  const { result } = (await answer.json()) as { result: { code: string | null }[] };
  return result[0]?.code ?? null;
}

/** "Log out every other device" from the session holding this token. */
export async function revokeOtherSessions(token: string): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/v1/authentication/sessions`, {
    method: 'DELETE',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(answer.ok).toBe(true);
}

export async function advanceClock(seconds: number): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  expect(answer.ok).toBe(true);
}

/** Sets a coin's USD price with the sandbox control; answers how many price alerts that fired. */
export async function setPrice(token: string, priceUsd: string): Promise<number> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/market/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, priceUsd }),
  });
  expect(answer.ok, `the price control answered ${answer.status}`).toBe(true);
  return ((await answer.json()) as { result: { alertsFired: number } }).result.alertsFired;
}

/** A deposit seen on a network at an address the sandbox handed out (credited after its confirmations). */
export async function chainDeposit(deposit: {
  token: string;
  network: string;
  address: string;
  memo?: string;
  amount: string;
}): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/chain/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(deposit),
  });
  expect(answer.ok, `the chain deposit control answered ${answer.status}`).toBe(true);
}

/** The admin's decision on a withdrawal still waiting for review (the sandbox control). */
export async function decideWithdrawal(id: string, decision: 'accept' | 'reject'): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/withdrawals/${id}/${decision}`, { method: 'POST' });
  expect(answer.ok, `the withdrawal control answered ${answer.status}`).toBe(true);
}

/** The user's newest deposits from other wallet users, as the API lists them. */
export async function internalDeposits(
  token: string,
  coin: string,
): Promise<{ amount: string; counterparty: string | null }[]> {
  const answer = await fetch(`${SANDBOX_URL}/v2/transaction?types=DEPOSIT&tokens=${coin}&limit=20`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  const { transactions } = (
    (await answer.json()) as {
      result: { transactions: { amount: string; channel: string; counterparty: string | null }[] };
    }
  ).result;
  return transactions.filter((entry) => entry.channel === 'INTERNAL');
}

/** The user's newest network withdrawals, as the API lists them. */
export async function networkWithdrawals(
  token: string,
  coin: string,
): Promise<{ id: string; status: string; amount: string; channel: string }[]> {
  const answer = await fetch(`${SANDBOX_URL}/v2/transaction?types=WITHDRAW&tokens=${coin}&limit=20`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  const { transactions } = (
    (await answer.json()) as {
      result: { transactions: { id: string; status: string; amount: string; channel: string }[] };
    }
  ).result;
  return transactions.filter((entry) => entry.channel === 'NETWORK');
}

/**
 * Turns SMS two-factor codes on for the user, through the /v2/2fa calls and the outbox. A method an earlier,
 * failed attempt left on is turned off first, so the test starts from the same state each time.
 */
export async function enableSmsTwoFactor(token: string, phone: string): Promise<void> {
  if (await hasSmsTwoFactor(token)) await disableSmsTwoFactor(token, phone);
  const before = await latestCodeOrNull(phone);
  const { authenticationId } = (await post('/v2/2fa/sms', { phone }, token)) as { authenticationId: string };
  const code = await latestCode(phone, before ?? undefined);
  await post('/v2/2fa/verify', { codes: { SMS: code }, authenticationId }, token);
}

/** Turns SMS two-factor codes off again, with a code sent for that (X-2FA-AUTH). */
export async function disableSmsTwoFactor(token: string, phone: string): Promise<void> {
  const before = await latestCodeOrNull(phone);
  await post('/v2/2fa/SMS/code', { authenticationId: 'DISABLE_2FA' }, token);
  const code = await latestCode(phone, before ?? undefined);
  const answer = await fetch(`${SANDBOX_URL}/v2/2fa/SMS`, {
    method: 'DELETE',
    headers: { ...HEADERS, authorization: `Bearer ${token}`, 'x-2fa-auth': code },
  });
  expect(answer.ok, `turning two-factor off answered ${answer.status}`).toBe(true);
}

async function hasSmsTwoFactor(token: string): Promise<boolean> {
  const answer = await fetch(`${SANDBOX_URL}/v2/2fa/status`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(answer.ok, `the two-factor status answered ${answer.status}`).toBe(true);
  const { methods } = ((await answer.json()) as { result: { methods: { type: string }[] } }).result;
  return methods.some((method) => method.type === 'SMS');
}

/** Deletes the user's price alerts on a coin, so that a test sees only the alerts it makes. */
export async function deletePriceAlerts(token: string, coin: string): Promise<void> {
  const headers = { ...HEADERS, authorization: `Bearer ${token}` };
  const answer = await fetch(`${SANDBOX_URL}/v1/price-alerts?token=${coin}`, { headers });
  expect(answer.ok, `the price alerts answered ${answer.status}`).toBe(true);
  const { alerts } = ((await answer.json()) as { result: { alerts: { id: string }[] } }).result;
  for (const { id } of alerts) {
    const deleted = await fetch(`${SANDBOX_URL}/v1/price-alerts/${id}`, { method: 'DELETE', headers });
    expect(deleted.ok, `deleting a price alert answered ${deleted.status}`).toBe(true);
  }
}

let lastNewPhone = 0;
/**
 * A mobile number no user of this sandbox has yet: a test that needs a user of its own logs it in and
 * gets a new user, again on a retry or a repeat. Numbers grow with the time, so a new worker never
 * hands out one an earlier worker of the same run did.
 */
export function newPhone(): string {
  lastNewPhone = Math.max(lastNewPhone + 1, Date.now() % 10_000_000);
  return `0913${String(lastNewPhone).padStart(7, '0')}`;
}

/** The sandbox clock's time, which earlier specs may have moved on (its authenticator check uses it too). */
export async function sandboxNow(): Promise<number> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/health`);
  const { result } = (await answer.json()) as { result: { now: string } };
  return Date.parse(result.now);
}
