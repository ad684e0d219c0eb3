import { expect, test } from '@playwright/test';
import { addCardsAndIban, raiseToLevelOne } from '../support/rial-cards';
import { logInElsewhere, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[RIAL-03] a level-1 user adds a card of their own, is refused a wrong check digit and someone else’s card, and adds an IBAN', async ({
  page,
}) => {
  const phone = newPhone();
  await raiseToLevelOne(await logInElsewhere(phone));
  await openLoggedIn(page, phone, '/dashboard');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'کارت‌ها و شباهای بانکی' }).click();
  await expect(page).toHaveURL(/\/profile\/financial$/);
  await addCardsAndIban(page, (name) => page.getByRole('button', { name, exact: true }));
});

test('a level-0 user is offered identity verification instead of adding a card', async ({ page }) => {
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/profile/financial');
  const verify = page.getByRole('link', { name: 'احراز هویت' });
  await expect(verify).toHaveAttribute('href', /\/kyc\/level-1\?nextUrl=%2Fprofile%2Ffinancial/);
  await expect(page.getByRole('button', { name: 'افزودن کارت' })).toBeHidden();
});
