import { expect, test, type Page } from '@playwright/test';
import {
  balanceOf,
  buyFromBalance,
  chooseCardToCard,
  expectDelivered,
  payInvoiceByCard,
  prepareBuyer,
  refuseOutOfBounds,
  startInvoiceCardPayment,
  typeAmount,
} from '../support/express-buy';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { OWN_MELLI_CARD, registerCard } from '../support/rial-card-to-card';
import { advanceClock, logInAsTelegramUser } from '../support/sandbox';

/** A new Telegram user made a level-1 buyer holding `toman`, relaunched so the app reads the new level. */
async function newBuyer(page: Page, toman: string): Promise<string> {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await prepareBuyer(token, toman);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  return token;
}

test('[EXP-01] [EXP-02] in the mini-app an express buy is refused under the minimum and over the maximum, then paid from the Toman balance', async ({
  page,
}) => {
  const token = await newBuyer(page, '1000000');
  // The host's main button, outside the app's frame.
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await app(page).getByRole('link', { name: 'خرید فوری' }).click();
  await expect(app(page).getByText('موجودی: ۱٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
  await refuseOutOfBounds(app(page), mainButton);
  await typeAmount(app(page), mainButton, '۱۰۰٬۰۰۰');
  await buyFromBalance(app(page), mainButton);
  expect(await balanceOf(token, 'IRT')).toBe('900000');
  expect(Number(await balanceOf(token, 'USDT'))).toBeGreaterThan(0);
});

test('[EXP-05] in the mini-app an express buy paid card to card is confirmed by the bank and delivered; the next one expires unpaid', async ({
  page,
}) => {
  const token = await newBuyer(page, '0');
  await registerCard(token, OWN_MELLI_CARD);
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await openInApp(page, '/express-buy?token=USDT');
  await typeAmount(app(page), mainButton, '150000');
  await chooseCardToCard(app(page), mainButton);
  await payInvoiceByCard(app(page), mainButton);
  await expectDelivered(app(page));
  expect(Number(await balanceOf(token, 'USDT'))).toBeGreaterThan(0);

  await openInApp(page, '/express-buy?token=USDT');
  await typeAmount(app(page), mainButton, '20000');
  await chooseCardToCard(app(page), mainButton);
  await startInvoiceCardPayment(app(page), mainButton);
  await advanceClock(10 * 60 + 1);
  await expect(app(page).getByText('مهلت این پرداخت تمام شده است', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
});
