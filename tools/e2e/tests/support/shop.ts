import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { advanceClock } from './sandbox';

// What the shop's journeys share in both hosts, in Persian: Telegram Premium and Stars bought for a username and
// sent through the sandbox's Fragment, gift cards ordered, paid, followed and claimed.

type App = Page | FrameLocator;
type MainButton = (name: string) => Locator;

/** The shop tab lists what it sells; a product's row opens its page. */
export async function openFromShopTab(app: App, product: RegExp): Promise<void> {
  await expect(app.getByRole('heading', { name: 'فروشگاه' })).toBeVisible();
  await app.getByRole('link', { name: product }).click();
}

/**
 * On /shop/telegram-premium: the 12-month plan (chosen first), a username looked up in Fragment (its name shown
 * before paying), then Pay, which opens the jetton's invoice.
 */
export async function buyPremiumFor(app: App, username: string, name: string): Promise<void> {
  await expect(app.getByRole('heading', { name: 'تلگرام پریمیوم' })).toBeVisible();
  await app.getByLabel('نام کاربری تلگرام').fill(username);
  await app.getByRole('button', { name: 'جستجو' }).click();
  await expect(app.getByRole('img', { name: `تصویر ${name}` })).toBeVisible();
  await expect(app.getByRole('button', { name: '۱۲ ماه پریمیوم', pressed: true })).toBeVisible();
  await app.getByRole('button', { name: /^پرداخت/ }).click();
}

/** On /shop/telegram-stars: the pack chosen first (500 Stars), a username, Buy, which opens the invoice. */
export async function buyStarsFor(app: App, username: string): Promise<void> {
  await expect(app.getByRole('heading', { name: 'استارز تلگرام' })).toBeVisible();
  await app.getByLabel('نام کاربری تلگرام').fill(username);
  await app.getByRole('button', { name: /^خرید با/ }).click();
}

/** On /invoice: waiting for payment, paid from the Toman balance through the main button. */
export async function payInvoiceFromBalance(app: App, mainButton: MainButton): Promise<void> {
  await expect(app.getByRole('heading', { name: 'در انتظار پرداخت' })).toBeVisible();
  await app.getByRole('button', { name: /موجودی تومانی/ }).click();
  await mainButton('پرداخت').click();
}

/**
 * A jetton's status on its page after payment: Fragment's order is sent, and, 10 seconds later on the sandbox
 * clock, delivered to the username.
 */
export async function expectJettonDelivered(app: App, what: string, username: string): Promise<void> {
  await expect(app.getByText(/در حال ارسال از طریق Fragment|به‌زودی برای/).first()).toBeVisible({
    timeout: 20_000,
  });
  await advanceClock(11);
  await expect(app.getByText(new RegExp(`${what} به .*\\(@${username}\\) تحویل شد`))).toBeVisible({
    timeout: 20_000,
  });
}

/** The gift card's three pages: type, Toman amount, a design's recipient name, then the confirmation's order. */
export async function orderGiftCard(
  app: App,
  card: { printed: boolean; toman: string; recipient: string },
): Promise<void> {
  await expect(app.getByRole('heading', { name: 'کارت هدیه', level: 1 })).toBeVisible();
  if (card.printed) await app.getByRole('button', { name: 'کارت چاپی' }).click();
  await app.getByLabel('مبلغ کارت').fill(card.toman);
  await app.getByRole('button', { name: 'بعدی' }).click();
  await expect(app.getByRole('heading', { name: 'طرح کارت' })).toBeVisible();
  await app.getByLabel('نام گیرنده').fill(card.recipient);
  await app.getByRole('button', { name: 'بعدی' }).click();
  await expect(app.getByRole('heading', { name: 'تأیید سفارش' })).toBeVisible();
}

/** A delivery address added on the profile's addresses page (Tehran), as the confirmation's link leads there. */
export async function addAddress(app: App): Promise<void> {
  await expect(app.getByRole('heading', { name: 'نشانی‌های تحویل' })).toBeVisible();
  await app.getByRole('button', { name: 'افزودن نشانی' }).click();
  await app.getByLabel('عنوان').fill('خانه');
  await app.getByLabel('استان').selectOption('تهران');
  await app.getByLabel('شهر').selectOption('تهران');
  await app.getByLabel('آدرس', { exact: true }).fill('خیابان ولیعصر، کوچه ۱۲، پلاک ۳');
  await app.getByLabel('گیرنده', { exact: true }).fill('سارا احمدی');
  await app.getByLabel('موبایل گیرنده').fill('۰۹۱۲۳۴۵۶۷۸۹');
  await app.getByLabel('کد پستی (اختیاری)').fill('۱۲۳۴۵۶۷۸۹۰');
  await app.getByRole('button', { name: 'ذخیرهٔ نشانی' }).click();
  await expect(app.getByText('خانه', { exact: true })).toBeVisible();
}

/** The activation code an issued card's page shows. */
export async function activationCodeOn(app: App): Promise<string> {
  const code = app.getByText(/^GIFT(-[2-9A-Z]{4}){4}$/).first();
  await expect(code).toBeVisible({ timeout: 20_000 });
  return (await code.textContent())!.trim();
}
