import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { SANDBOX_URL } from './sandbox';

/** The README's demo IBANs: the user's own (Bank Melli) and someone else's. */
export const OWN_IBAN = 'IR110170000000100000000002';
export const SOMEONE_ELSES_IBAN = 'IR810170000000100000000003';
/** The longest wait for a PAYA cycle (18:45 to 03:45 Tehran time), and a minute more. */
export const PAST_NEXT_PAYA_CYCLE_SECONDS = 9 * 3600 + 60;

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function answer<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, init);
  expect(response.status, `${init.method ?? 'GET'} ${path} answered ${response.status}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** Identified deposits can be started: their flag on, Rial deposits not paused. */
export async function openCashIn(): Promise<void> {
  for (const [flag, enabled] of [
    ['CASH_IN_CODE', true],
    ['RIAL_DEPOSIT_LIMIT', false],
  ] as const) {
    await answer(`/__sandbox/flags/${flag}`, {
      method: 'PUT',
      headers: json(),
      body: JSON.stringify({ enabled }),
    });
  }
}

/** Registers the user's own demo IBAN, as /profile/financial would. */
export async function registerOwnIban(token: string): Promise<void> {
  await answer('/v1/bank/iban', {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ number: OWN_IBAN }),
  });
}

/** The user's cash-in code, as the API gives it. */
export async function cashInCode(token: string): Promise<string> {
  return (await answer<{ code: string }>('/v1/bank/cash-in-code', { headers: json(token) })).code;
}

/** A bank transfer reaches the wallet's account with `code` as its payment ID (the sandbox's bank side). */
export async function sendBankTransfer(transfer: {
  code: string;
  amount: string;
  source: 'PAYA' | 'SATNA' | 'POL';
  fromIban: string;
}): Promise<{ status: string; returnReason: string | null }> {
  return answer('/__sandbox/bank/incoming-transfer', {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ ...transfer, reference: `E2E-${randomBytes(6).toString('hex')}` }),
  });
}

/** The user's Toman balance as the API tells it. */
export async function tomanBalance(token: string): Promise<number> {
  const asset = await answer<{ balance: { amount: { number: string } } }>('/v2/assets/IRT', {
    headers: json(token),
  });
  return Number(asset.balance.amount.number);
}
