import { expect, test, type Page } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { raiseToLevelOne } from '../support/rial-cards';
import { openGateway, pressOnGateway, registerCard, tomanBalance } from '../support/rial-gateway';
import { logInAsTelegramUser } from '../support/sandbox';

/** The newest link the app asked Telegram to open outside itself (the host lists them). */
async function lastOpenedLink(page: Page, count: number): Promise<string> {
  const links = page.getByRole('list', { name: 'Links' }).getByRole('listitem');
  await expect(links).toHaveCount(count);
  return (await links.last().textContent())!;
}

test('[RIAL-08] [RIAL-14] in the mini-app the gateway opens outside, the app waits and shows the deposit; a cancelled one credits nothing', async ({
  page,
  context,
}) => {
  await openGateway();
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await raiseToLevelOne(token);
  await registerCard(token);
  const before = await tomanBalance(token);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();

  await openInApp(page, '/rial-deposit/gateway');
  await app(page).getByLabel('مبلغ واریز').fill('۱۰۰۰۰۰');
  await expect(app(page).getByText('۱۰۰٬۵۰۰ تومان', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'رفتن به درگاه', exact: true }).click();
  await expect(app(page).getByText('در انتظار پرداخت شما')).toBeVisible();

  const gateway = await context.newPage();
  await gateway.goto(await lastOpenedLink(page, 1));
  await pressOnGateway(gateway, 'Pay');
  await expect(gateway.getByText('Payment successful')).toBeVisible();
  await expect(app(page).getByText('واریز موفق بود')).toBeVisible({ timeout: 15_000 });
  await expect(app(page).getByText(/محدودیت قضایی به‌مدت ۲۴ تا ۷۲ ساعت کاری/)).toBeVisible();
  expect((await tomanBalance(token)) - before).toBe(100_000);

  await openInApp(page, '/rial-deposit/gateway');
  await app(page).getByLabel('مبلغ واریز').fill('50000');
  await page.getByRole('button', { name: 'رفتن به درگاه', exact: true }).click();
  await gateway.goto(await lastOpenedLink(page, 2));
  await pressOnGateway(gateway, 'Cancel');
  await expect(app(page).getByText('پرداخت لغو شد. مبلغی واریز نشد.')).toBeVisible({ timeout: 15_000 });
  expect((await tomanBalance(token)) - before).toBe(100_000);
});
