import { expect, type FrameLocator, type Page } from '@playwright/test';
import { SANDBOX_URL } from './sandbox';

let lastNationalId = 0;

/** A national code no one has used in this sandbox: nine digits that grow with the time, and the check digit. */
export function newNationalId(): string {
  lastNationalId = Math.max(lastNationalId + 1, Date.now() % 100_000_000);
  const firstNine = `3${String(lastNationalId).padStart(8, '0')}`;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(firstNine[i]) * (10 - i);
  const remainder = sum % 11;
  return `${firstNine}${remainder < 2 ? remainder : 11 - remainder}`;
}

/** The same code with its last digit changed: it fails the check digit. */
export const withWrongCheckDigit = (nationalId: string) =>
  `${nationalId.slice(0, 9)}${(Number(nationalId[9]) + 1) % 10}`;

/** Another user sends this national code through the API, so it is held while under review. */
export async function sendPersonalInformation(
  token: string,
  nationalId: string,
  phone: string,
): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/v2/kyc/personal-information`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-platform': 'WEB',
      'x-os': 'LINUX',
    },
    body: JSON.stringify({ nationalId, birthDate: '1990-09-06', phoneNumber: phone, accept: true }),
  });
  expect(answer.status).toBe(200);
}

/** The simulated registry says this mobile is not the national code owner's: level 1's review refuses the pair. */
export async function markRegistryMismatch(nationalId: string, phoneNumber: string): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/kyc/registry/mismatch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nationalId, phoneNumber }),
  });
  expect(answer.status, 'the registry mismatch control').toBe(200);
}

export async function userLevelOf(token: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/v1/user/whoami`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  return ((await answer.json()) as { result: { level: string } }).result.level;
}

/** Fills level 1's form: national code, a Persian birth date (15 Shahrivar 1369) and the terms. */
export async function fillPersonalInformation(
  screen: Page | FrameLocator,
  nationalId: string,
): Promise<void> {
  await screen.getByLabel('کد ملی').fill(nationalId);
  await screen.getByRole('combobox', { name: 'سال' }).selectOption('1369');
  await screen.getByRole('combobox', { name: 'ماه' }).selectOption('6');
  await screen.getByRole('combobox', { name: 'روز' }).selectOption('15');
  await screen.getByRole('checkbox').check();
}
