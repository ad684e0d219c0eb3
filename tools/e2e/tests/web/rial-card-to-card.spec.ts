import { expect, test } from '@playwright/test';
import { raiseToLevelOne } from '../support/rial-cards';
import {
  confirmAndWaitForCredit,
  DESTINATION_CARD_SHOWN,
  letPaymentExpire,
  OWN_MELLI_CARD,
  registerCard,
  startCardToCardPayment,
} from '../support/rial-card-to-card';
import { newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('a card-to-card deposit is shown, survives a reload, is confirmed by the bank and opens its receipt; the next one expires', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await raiseToLevelOne(token);
  await registerCard(token, OWN_MELLI_CARD);
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto('/rial-deposit');
  await page.getByRole('link', { name: /کارت به کارت/ }).click();
  await startCardToCardPayment(page, mainButton, '۱۵۰۰۰۰');
  await expect(page).toHaveURL(/\/rial-deposit\/card\?payment=\d+$/);
  // Nothing is lost on reload: the payment id is in the address.
  await page.reload();
  await expect(page.getByText(DESTINATION_CARD_SHOWN)).toBeVisible();

  await confirmAndWaitForCredit(page, mainButton);
  await expect(page).toHaveURL(/\/transactions\/\d+$/, { timeout: 15_000 });
  await expect(page.getByText(/۱۵۰٬۰۰۰/).first()).toBeVisible();

  await page.goto('/rial-deposit/card');
  await startCardToCardPayment(page, mainButton, '20000');
  await letPaymentExpire(page);
  await mainButton('شروع دوباره').click();
  await expect(page).toHaveURL(/\/rial-deposit\/card$/);
  await expect(page.getByLabel('مقدار')).toBeVisible();
});
