import { expect, type Page } from '@playwright/test';
import { SANDBOX_URL, advanceClock, latestCode, logInElsewhere } from '../support/sandbox';

/** Logs in through the login page, as a user would, reading the code from the sandbox outbox. */
export async function logInWithCode(page: Page, phone: string): Promise<void> {
  await advanceClock(11 * 60);
  const before = await latestCodeOrUndefined(phone);
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const code = await latestCode(phone, before);
  await page.getByLabel('کد ورود').fill(code);
}

async function latestCodeOrUndefined(phone: string): Promise<string | undefined> {
  try {
    const answer = await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(phone)}`);
    const { result } = (await answer.json()) as { result: { code: string | null }[] };
    return result[0]?.code ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the page already logged in, as a returning user whose token is stored; `prepare` gives the user its state
 * before the app first opens.
 */
export async function openLoggedIn(
  page: Page,
  phone: string,
  path: string,
  prepare?: (token: string) => Promise<void>,
): Promise<string> {
  const token = await logInElsewhere(phone);
  await prepare?.(token);
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('wallet:user')) localStorage.setItem('wallet:user', value);
    },
    JSON.stringify({ token, isSignup: false }),
  );
  await page.goto(path);
  await expect(page.getByRole('heading', { name: /موجودی کل|Total balance/ })).toBeVisible();
  return token;
}
