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
import { openGateway, pressOnGateway } from '../support/rial-gateway';
import { advanceClock, newPhone } from '../support/sandbox';
import { confirmWithPin, typePin } from '../support/security';
import { collectOrders } from '../support/swap';
import { logInWithCode } from './support';

const PIN = '1357';

/** The browser's stand-ins for Telegram's buttons: the shell's button bar and its header's back button. */
const hostOf = (page: Page): Host => ({
  mainButton: (name) => page.getByRole('button', { name, exact: true }),
  back: page.getByRole('banner').getByRole('button', { name: 'بازگشت' }),
});

/** The first money out: the offer of a PIN, taken; the PIN is chosen twice and the money goes. */
async function setPinOnOffer(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'از پول خود با رمز محافظت کنید' });
  await offer.getByRole('button', { name: 'تعیین رمز' }).click();
  const setup = page.getByRole('dialog', { name: 'تعیین رمز' });
  await expect(setup.getByRole('group', { name: 'یک رمز ۴ رقمی انتخاب کنید' })).toBeVisible();
  await typePin(setup, PIN);
  await expect(setup.getByRole('group', { name: 'همان رمز را دوباره وارد کنید' })).toBeVisible();
  await typePin(setup, PIN);
}

test('a new user on the web walks by taps from the login page to Tether sent out and Toman withdrawn to an IBAN', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openGateway();
  const orders = collectOrders(page);
  const host = hostOf(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await logInWithCode(page, newPhone());

  // Identity level 1: a new sign-up outside the messenger is sent to its form, and comes to the dashboard.
  await expect(page).toHaveURL(/\/kyc\/level-1\/register-form/);
  await fillPersonalInformation(page, newNationalId());
  await page.getByRole('button', { name: 'ارسال برای بررسی' }).click();
  await expect(page.getByRole('heading', { name: 'در حال بررسی اطلاعات شما' })).toBeVisible();
  await advanceClock(61);
  await expect(page.getByRole('heading', { name: 'هویت شما تأیید شد' })).toBeVisible({ timeout: 15_000 });
  await host.mainButton('ادامه').click();
  await expect(page.getByRole('heading', { name: 'موجودی کل' })).toBeVisible();

  await addCardOnTheWayToTheGateway(page, host);
  // The browser leaves for the bank's page and comes back to the payment's result.
  await pressOnGateway(page, 'Pay');
  await seeTheDeposit(page, host);

  const { until, bought } = await swapTomanToTether(page, host, orders);
  await waitPastTheLockOnTheSendPage(page, until);
  await sendTetherOut(page, host, bought, () => setPinOnOffer(page));
  // With a PIN set, the Toman withdrawal asks for it.
  await withdrawTomanToANewIban(page, host, 'tomanRow', async () => {
    await confirmWithPin(page, PIN);
  });
  await seeTheHistory(page, bought);
});
