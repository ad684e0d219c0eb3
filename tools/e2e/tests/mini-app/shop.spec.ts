import { expect, test, type Page } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { OWN_MELLI_CARD, registerCard } from '../support/rial-card-to-card';
import { advanceClock, logInAsTelegramUser } from '../support/sandbox';
import {
  activationCodeOn,
  addAddress,
  buyPremiumFor,
  buyStarsFor,
  expectJettonDelivered,
  openFromShopTab,
  orderGiftCard,
  payInvoiceFromBalance,
} from '../support/shop';

/** The host's main button, outside the app's frame. */
const mainButton = (page: Page) => (name: string) => page.getByRole('button', { name, exact: true });

/** Launched again, the app reads the user's new level and balance. */
async function relaunch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
}

/** A new Telegram user of the wallet at KYC level 1 with `toman` in the balance, the app launched again. */
async function payer(page: Page, toman: string): Promise<string> {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await preparePayer(token, toman);
  await relaunch(page);
  return token;
}

test.describe('the shop in the mini-app', () => {
  test('[SHOP-02] Telegram Premium is bought for a username with the Toman balance and delivered through Fragment', async ({
    page,
  }) => {
    await payer(page, '10000000');
    await app(page).getByRole('link', { name: 'فروشگاه' }).click();
    await openFromShopTab(app(page), /تلگرام پریمیوم/);
    await buyPremiumFor(app(page), 'durov', 'Pavel Durov');
    await payInvoiceFromBalance(app(page), mainButton(page));
    await expectJettonDelivered(app(page), '۱۲ ماه پریمیوم', 'durov');
  });

  test('[SHOP-03] Telegram Stars are bought by card to card and sent once the bank confirms it', async ({
    page,
  }) => {
    const token = await payer(page, '0');
    await registerCard(token, OWN_MELLI_CARD);
    await openInApp(page, '/shop/telegram-stars');
    await buyStarsFor(app(page), 'sara_ahmadi');
    await expect(app(page).getByRole('heading', { name: 'در انتظار پرداخت' })).toBeVisible();
    await app(page)
      .getByRole('button', { name: /^کارت به کارت/ })
      .click();
    await mainButton(page)('ادامه').click();
    await expect(app(page).getByRole('heading', { name: 'پرداخت کارت به کارت' })).toBeVisible();
    await mainButton(page)('شروع پرداخت').click();
    await mainButton(page)('واریز کردم').click();
    await expect(app(page).getByText('در انتظار تأیید پرداخت از سوی بانک')).toBeVisible();
    await advanceClock(61);
    await openInApp(page, '/shop/telegram-stars');
    await app(page)
      .getByRole('link', { name: /۵۰۰ استارز/ })
      .first()
      .click();
    await expectJettonDelivered(app(page), '۵۰۰ استارز', 'sara_ahmadi');
  });

  test('[SHOP-04] a digital gift card is ordered, paid and its code claimed once by another user', async ({
    page,
  }) => {
    await payer(page, '1000000');
    await openInApp(page, '/shop/gift-card/select-currency');
    await orderGiftCard(app(page), { printed: false, toman: '۲۰۰٬۰۰۰', recipient: 'سارا' });
    await app(page).getByRole('button', { name: 'تأیید و پرداخت' }).click();
    await payInvoiceFromBalance(app(page), mainButton(page));
    const code = await activationCodeOn(app(page));

    // Another Telegram account opens the wallet and claims the code.
    await launchNewUser(page);
    await openInApp(page, '/profile/gift-code');
    await app(page).getByLabel('کد روی کارت').fill(code);
    await mainButton(page)('دریافت').click();
    await expect(app(page).getByText('۲۰۰٬۰۰۰ IRT به موجودی شما افزوده شد.')).toBeVisible();
  });

  test('[SHOP-05] [SHOP-06] a printed card to a new address is followed to DELIVERED with its tracking number', async ({
    page,
  }) => {
    await payer(page, '1000000');
    await openInApp(page, '/shop/gift-card/select-currency');
    await orderGiftCard(app(page), { printed: true, toman: '۲۰۰۰۰۰', recipient: 'سارا' });
    await app(page).getByRole('link', { name: 'افزودن یا ویرایش نشانی‌ها' }).click();
    await addAddress(app(page));
    await openInApp(page, '/shop/gift-card/confirmation');
    await app(page).getByText('خانه', { exact: true }).click();
    await app(page).getByRole('button', { name: 'تأیید و پرداخت' }).click();
    await payInvoiceFromBalance(app(page), mainButton(page));
    await expect(app(page).getByText('کد رهگیری')).toBeVisible();
    await advanceClock(6 * 24 * 3600 + 60);
    await expect(app(page).getByText('تحویل شد').first()).toBeVisible({ timeout: 30_000 });
  });
});
