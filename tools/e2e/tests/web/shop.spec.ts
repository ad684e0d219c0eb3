import { expect, test, type Page } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { OWN_MELLI_CARD, registerCard } from '../support/rial-card-to-card';
import { advanceClock, newPhone } from '../support/sandbox';
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
import { openLoggedIn } from './support';

const mainButton = (page: Page) => (name: string) => page.getByRole('button', { name, exact: true });

test.describe('the shop in the browser', () => {
  test('[SHOP-02] Telegram Premium is bought for a username with the Toman balance and delivered through Fragment', async ({
    page,
  }) => {
    const phone = newPhone();
    const token = await openLoggedIn(page, phone, '/dashboard');
    await preparePayer(token, '10000000');
    await page.goto('/shop');
    await openFromShopTab(page, /تلگرام پریمیوم/);
    await buyPremiumFor(page, 'durov', 'Pavel Durov');
    await payInvoiceFromBalance(page, mainButton(page));
    await expect(page).toHaveURL(/\/shop\/telegram-premium\?jettonId=\d+$/);
    await expectJettonDelivered(page, '۱۲ ماه پریمیوم', 'durov');
    // A reload shows the same delivered purchase: nothing is sent twice.
    await page.reload();
    await expect(page.getByText(/۱۲ ماه پریمیوم به .*\(@durov\) تحویل شد/)).toBeVisible();
  });

  test('[SHOP-03] Telegram Stars are bought by card to card and sent once the bank confirms it', async ({
    page,
  }) => {
    const phone = newPhone();
    const token = await openLoggedIn(page, phone, '/dashboard');
    await preparePayer(token, '0');
    await registerCard(token, OWN_MELLI_CARD);
    await page.goto('/shop');
    await openFromShopTab(page, /استارز تلگرام/);
    await buyStarsFor(page, 'sara_ahmadi');
    await expect(page.getByRole('heading', { name: 'در انتظار پرداخت' })).toBeVisible();
    await page.getByRole('button', { name: /^کارت به کارت/ }).click();
    await mainButton(page)('ادامه').click();
    await expect(page.getByRole('heading', { name: 'پرداخت کارت به کارت' })).toBeVisible();
    await mainButton(page)('شروع پرداخت').click();
    await mainButton(page)('واریز کردم').click();
    await expect(page.getByText('در انتظار تأیید پرداخت از سوی بانک')).toBeVisible();
    await advanceClock(61);
    await page.goto('/shop/telegram-stars');
    await expect(page.getByText(/۵۰۰ استارز/).first()).toBeVisible();
    await page
      .getByRole('link', { name: /۵۰۰ استارز/ })
      .first()
      .click();
    await expectJettonDelivered(page, '۵۰۰ استارز', 'sara_ahmadi');
  });

  test('[SHOP-04] a digital gift card is ordered, paid and its code claimed once by another user', async ({
    page,
    browser,
  }) => {
    const phone = newPhone();
    const token = await openLoggedIn(page, phone, '/dashboard');
    await preparePayer(token, '1000000');
    await page.goto('/shop');
    await openFromShopTab(page, /کارت‌های هدیه/);
    await orderGiftCard(page, { printed: false, toman: '۲۰۰٬۰۰۰', recipient: 'سارا' });
    await page.getByRole('button', { name: 'تأیید و پرداخت' }).click();
    await payInvoiceFromBalance(page, mainButton(page));
    await expect(page).toHaveURL(/\/shop\/gift-card\/orders\/\d+$/);
    const code = await activationCodeOn(page);

    const friend = await (await browser.newContext({ locale: 'fa-IR' })).newPage();
    await openLoggedIn(friend, newPhone(), '/dashboard');
    await friend.goto('/profile/gift-code');
    await friend.getByLabel('کد روی کارت').fill(code);
    await mainButton(friend)('دریافت').click();
    await expect(friend.getByText('۲۰۰٬۰۰۰ IRT به موجودی شما افزوده شد.')).toBeVisible();
    // The same code a second time is refused.
    await friend.goto('/profile/gift-code');
    await friend.getByLabel('کد روی کارت').fill(code);
    await mainButton(friend)('دریافت').click();
    await expect(friend.getByText('این کارت هدیه قبلاً استفاده شده است.')).toBeVisible();
  });

  test('[SHOP-05] [SHOP-06] a printed card to a new address is followed to DELIVERED with its tracking number', async ({
    page,
  }) => {
    const phone = newPhone();
    const token = await openLoggedIn(page, phone, '/dashboard');
    await preparePayer(token, '1000000');
    await page.goto('/shop/gift-card/select-currency');
    await orderGiftCard(page, { printed: true, toman: '۲۰۰۰۰۰', recipient: 'سارا' });
    await expect(page.getByText('هنوز نشانی تحویلی ندارید.')).toBeVisible();
    await page.getByRole('link', { name: 'افزودن یا ویرایش نشانی‌ها' }).click();
    await addAddress(page);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'تأیید سفارش' })).toBeVisible();
    await page.getByText('خانه', { exact: true }).click();
    await page.getByRole('button', { name: 'تأیید و پرداخت' }).click();
    await payInvoiceFromBalance(page, mainButton(page));
    await expect(page).toHaveURL(/\/shop\/gift-card\/orders\/\d+$/);
    await expect(page.getByText('کد رهگیری')).toBeVisible();
    await advanceClock(6 * 24 * 3600 + 60);
    await page.reload();
    await expect(page.getByText('تحویل شد').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^[۰-۹0-9]{20}$/)).toBeVisible();
  });
});
