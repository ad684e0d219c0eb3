import { expect, type Page } from '@playwright/test';
import { SANDBOX_URL } from './sandbox';

/** The README's demo card the sandbox's banks say is the user's (Bank Melli). */
export const GATEWAY_CARD = '6037991234567828';

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function put(path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'PUT',
    headers: json(),
    body: JSON.stringify(body),
  });
  expect(answer.status, `${path} answered ${answer.status}`).toBe(200);
}

/** The gateway takes payments: its flag on, deposits not paused, the gateway working and the visitor in Iran. */
export async function openGateway(): Promise<void> {
  await put('/__sandbox/flags/GATEWAY', { enabled: true });
  await put('/__sandbox/flags/RIAL_DEPOSIT_LIMIT', { enabled: false });
  await put('/__sandbox/gateway/state', { mode: 'WORKING', visitorCountry: 'IR' });
}

/** Registers the demo card for the user of this session, as /profile/financial would. */
export async function registerCard(token: string): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/v1/bank/credit-card`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ number: GATEWAY_CARD }),
  });
  expect(answer.status, `adding the card answered ${answer.status}`).toBe(200);
}

/** The user's Toman balance as the API tells it. */
export async function tomanBalance(token: string): Promise<number> {
  const answer = await fetch(`${SANDBOX_URL}/v2/assets/IRT`, { headers: json(token) });
  expect(answer.status).toBe(200);
  const { result } = (await answer.json()) as { result: { balance: { amount: { number: string } } } };
  return Number(result.balance.amount.number);
}

/** Presses a button of the sandbox's gateway page ("پرداخت · Pay", "انصراف · Cancel"). */
export async function pressOnGateway(gateway: Page, button: 'Pay' | 'Cancel'): Promise<void> {
  await expect(gateway.getByRole('heading', { name: /Payment gateway/ })).toBeVisible();
  await gateway.getByRole('button', { name: new RegExp(`· ${button}$`) }).click();
}
