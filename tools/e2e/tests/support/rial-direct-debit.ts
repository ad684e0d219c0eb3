import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { SANDBOX_URL } from './sandbox';

/** The user's Toman balance, asked of the sandbox with the session's token. */
export async function tomanBalance(token: string): Promise<number> {
  const answer = await fetch(`${SANDBOX_URL}/v2/assets`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  expect(answer.status).toBe(200);
  const { result } = (await answer.json()) as {
    result: { tokens: { token: string; balance: { amount: { number: string } } }[] };
  };
  return Number(result.tokens.find((entry) => entry.token === 'IRT')?.balance.amount.number ?? '0');
}

/**
 * /direct-debit/new in Persian, in either host: the bank from the drawer and the max daily deposit typed in
 * Persian digits, then the main button that goes to the bank.
 */
export async function fillNewContract(
  app: Page | FrameLocator,
  mainButton: (name: string) => Locator,
): Promise<void> {
  await expect(app.getByRole('heading', { name: 'قرارداد پرداخت مستقیم جدید' })).toBeVisible();
  await app.getByRole('button', { name: /انتخاب بانک/ }).click();
  await app.getByRole('listbox').getByRole('option', { name: 'بانک ملت' }).click();
  await app.getByLabel('سقف واریز روزانه').fill('۵۰۰۰۰۰');
  await mainButton('ادامه در بانک').click();
}

/** The simulated bank's mandate page: the contract's terms, then Approve. */
export async function approveOnBankPage(bank: Page): Promise<void> {
  await expect(bank.getByRole('heading', { name: /Direct debit mandate/ })).toBeVisible();
  await expect(bank.getByText('500,000 Toman')).toBeVisible();
  await bank.getByRole('button', { name: /Approve/ }).click();
}

/** The deposit page with the new contract: an amount in Persian digits, within what is left today. */
export async function depositThroughContract(
  app: Page | FrameLocator,
  mainButton: (name: string) => Locator,
): Promise<void> {
  await expect(app.getByRole('heading', { name: 'واریز با پرداخت مستقیم' })).toBeVisible();
  await expect(app.getByText('باقی‌ماندهٔ امروز: ۵۰۰٬۰۰۰ از ۵۰۰٬۰۰۰ تومان')).toBeVisible();
  await app.getByLabel('مقدار').fill('۱۲۰۰۰۰');
  await mainButton('واریز').click();
}
