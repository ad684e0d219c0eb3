import { expect, test } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { raiseToLevelOne } from '../support/rial-cards';
import {
  confirmAndWaitForCredit,
  letPaymentExpire,
  OWN_MELLI_CARD,
  registerCard,
  startCardToCardPayment,
} from '../support/rial-card-to-card';
import { logInAsTelegramUser } from '../support/sandbox';

test('in the mini-app a card-to-card deposit is confirmed by the bank and opens its receipt; the next one expires', async ({
  page,
}) => {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await raiseToLevelOne(token);
  await registerCard(token, OWN_MELLI_CARD);
  // Launched again, the app reads the new level.
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  // The host's main button, outside the app's frame.
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await openInApp(page, '/rial-deposit/card');
  await startCardToCardPayment(app(page), mainButton, '۱۵۰۰۰۰');
  await confirmAndWaitForCredit(app(page), mainButton);
  await expect(app(page).getByText('در انتظار تأیید پرداخت از سوی بانک')).toBeHidden({ timeout: 15_000 });
  await expect(
    app(page)
      .getByText(/۱۵۰٬۰۰۰/)
      .first(),
  ).toBeVisible({ timeout: 15_000 });

  await openInApp(page, '/rial-deposit/card');
  await startCardToCardPayment(app(page), mainButton, '20000');
  await letPaymentExpire(app(page));
  await mainButton('شروع دوباره').click();
  await expect(app(page).getByLabel('مقدار')).toBeVisible();
});
