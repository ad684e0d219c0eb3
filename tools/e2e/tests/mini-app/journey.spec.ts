import { expect, test, type Page } from '@playwright/test';
import {
  addCardOnTheWayToTheGateway,
  seeTheDeposit,
  seeTheHistory,
  sendTetherOut,
  swapTomanToTether,
  waitPastTheLockOnTheSendPage,
  withdrawTomanToANewIban,
  type Host,
} from '../support/journey';
import { fillPersonalInformation, newNationalId } from '../support/kyc-level-1';
import { app, launchNewUser } from '../support/mini-app';
import { openGateway, pressOnGateway } from '../support/rial-gateway';
import { advanceClock } from '../support/sandbox';
import { sendWithoutPin } from '../support/security';
import { collectOrders } from '../support/swap';

/** Telegram's own buttons, drawn by the local host outside the app's frame. */
const hostOf = (page: Page): Host => ({
  mainButton: (name) => page.getByRole('button', { name, exact: true }),
  back: page.getByRole('button', { name: 'Back', exact: true }),
});

test('a new Telegram user walks by taps from the first open to Tether sent out and Toman withdrawn to an IBAN', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await openGateway();
  const orders = collectOrders(page);
  const host = hostOf(page);
  const wallet = app(page);
  await launchNewUser(page);

  // Identity level 1 from the dashboard's call to verify: the number shared by Telegram, then the form.
  await wallet.getByRole('link', { name: /احراز هویت کنید/ }).click();
  await host.mainButton('شروع').click();
  await wallet.getByRole('button', { name: 'اشتراک شماره از تلگرام' }).click();
  await fillPersonalInformation(wallet, newNationalId());
  await host.mainButton('ارسال برای بررسی').click();
  await expect(wallet.getByRole('heading', { name: 'در حال بررسی اطلاعات شما' })).toBeVisible();
  await advanceClock(61);
  await expect(wallet.getByRole('heading', { name: 'هویت شما تأیید شد' })).toBeVisible({ timeout: 15_000 });
  await host.mainButton('ادامه').click();
  await expect(wallet.getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(wallet.getByRole('link', { name: /احراز هویت کنید/ })).toHaveCount(0);

  await addCardOnTheWayToTheGateway(wallet, host);
  // Telegram opens the bank's page outside the app, which waits for the payment.
  await expect(wallet.getByText('در انتظار پرداخت شما')).toBeVisible();
  const links = page.getByRole('list', { name: 'Links' }).getByRole('listitem');
  await expect(links).toHaveCount(1);
  const bank = await context.newPage();
  await bank.goto((await links.last().textContent())!);
  await pressOnGateway(bank, 'Pay');
  await bank.close();
  // Back to Telegram's window, as a user is: a page left in the background may not be painted.
  await page.bringToFront();
  await seeTheDeposit(wallet, host);

  const { until, bought } = await swapTomanToTether(wallet, host, orders);
  await waitPastTheLockOnTheSendPage(wallet, until);
  await sendTetherOut(wallet, host, bought, () => sendWithoutPin(wallet));
  // The offer skipped once is not made again: the Toman goes on the tap.
  await withdrawTomanToANewIban(wallet, host, 'send', async () => {
    await expect(wallet.getByRole('dialog', { name: 'از پول خود با رمز محافظت کنید' })).toHaveCount(0);
  });
  await seeTheHistory(wallet, bought);
});
