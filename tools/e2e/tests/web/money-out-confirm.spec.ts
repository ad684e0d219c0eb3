import { expect, test, type Page } from '@playwright/test';
import { balanceOf } from '../support/express';
import { prepareWithdrawer } from '../support/rial-withdraw';
import { logInElsewhere, newPhone } from '../support/sandbox';
import { confirmWithPin, typePin } from '../support/security';
import { openLoggedIn } from './support';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** On /rial-withdraw: the registered IBAN, 2,000,000 Toman, Continue, then Withdraw on the confirm page. */
async function withdrawTwoMillion(page: Page) {
  await page.goto('/rial-withdraw');
  await page.getByLabel('مقدار').fill('۲۰۰۰۰۰۰');
  await button(page, 'ادامه').click();
  await expect(page.getByRole('heading', { name: 'تأیید برداشت', exact: true })).toBeVisible();
  await button(page, 'برداشت').click();
}

test('[SEC-02] with a PIN set, a Toman withdrawal asks for it: a wrong PIN sends nothing, the right one sends', async ({
  page,
}) => {
  const phone = newPhone();
  await prepareWithdrawer(await logInElsewhere(phone), '5000000');
  const token = await openLoggedIn(page, phone, '/dashboard');

  await page.goto('/profile/pin');
  await page.getByRole('button', { name: /تعیین رمز/ }).click();
  await typePin(page, '2468');
  await typePin(page, '2468');
  await expect(page.getByText('رمز تعیین شد.')).toBeVisible();

  await withdrawTwoMillion(page);
  const ask = await confirmWithPin(page, '1357');
  await expect(ask.getByText(/رمز اشتباه است/)).toBeVisible();
  await expect(page).toHaveURL(/\/rial-withdraw\/confirm$/);
  expect(await balanceOf(token, 'IRT')).toBe('5000000');

  await typePin(ask, '2468');
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name: 'برداشت تومان به شبا', exact: true })).toBeVisible();
  // The amount and its 1,000 Toman fee left the balance, once.
  expect(await balanceOf(token, 'IRT')).toBe('2999000');
});

test('a first withdrawal with no PIN offers one; set there, the money goes and the next withdrawal asks for it', async ({
  page,
}) => {
  const phone = newPhone();
  await prepareWithdrawer(await logInElsewhere(phone), '5000000');
  const token = await openLoggedIn(page, phone, '/dashboard');

  await withdrawTwoMillion(page);
  const offer = page.getByRole('dialog', { name: 'از پول خود با رمز محافظت کنید' });
  await expect(offer).toContainText('هر کسی که گوشی شما را در دست داشته باشد می‌تواند پول شما را ارسال کند.');
  await offer.getByRole('button', { name: 'تعیین رمز', exact: true }).click();
  const setup = page.getByRole('dialog', { name: 'تعیین رمز' });
  await typePin(setup, '1357');
  await typePin(setup, '1357');
  await expect(page.getByRole('heading', { name: 'برداشت تومان به شبا', exact: true })).toBeVisible();
  expect(await balanceOf(token, 'IRT')).toBe('2999000');

  // The next withdrawal asks for the PIN chosen there.
  await withdrawTwoMillion(page);
  const ask = await confirmWithPin(page, '1357');
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name: 'برداشت تومان به شبا', exact: true })).toBeVisible();
  expect(await balanceOf(token, 'IRT')).toBe('998000');
});
