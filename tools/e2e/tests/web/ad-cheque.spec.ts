import { expect, test, type Browser, type Page } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { newPhone, SANDBOX_URL } from '../support/sandbox';
import { openLoggedIn } from './support';

// An ad cheque from the shop tab to a second user's claim, in Persian: created, paid from the balance on its
// invoice page, shared as a link, claimed through the captcha, and the claim seen in the creator's figures.

/** Credits a coin to the user through the sandbox's ledger control. */
async function credit(token: string, coin: string, amount: string): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/ledger/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ token: coin, amount }),
  });
  expect(answer.status, 'the ledger credit control').toBe(200);
}

/** The answer of the captcha a claim page drew, as the sandbox knows it. */
async function captchaAnswer(captchaId: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/captcha/${captchaId}`);
  expect(answer.status, 'the captcha control').toBe(200);
  return ((await answer.json()) as { result: { answer: string } }).result.answer;
}

/** On a cheque's page: the figure beside a label. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** On the cheque's invoice: paid from the Toman balance, it leads back to the cheque, now active; answers its id. */
async function payFromTomanBalance(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/invoice\?/);
  await page.getByRole('button', { name: /موجودی تومانی/ }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/ad-cheque\/info\?id=\d+/);
  await expect(figure(page, 'وضعیت')).toHaveText('فعال');
  return new URL(page.url()).searchParams.get('id')!;
}

/**
 * A new user opens the cheque's link, sees its claim page (`onClaimPage` checks it), solves the captcha and is
 * told the prize, which `prize` names.
 */
async function claimAsNewUser(
  browser: Browser,
  link: string,
  prize: string,
  onClaimPage: (claimer: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  const context = await browser.newContext();
  const claimer = await context.newPage();
  await openLoggedIn(claimer, newPhone(), '/dashboard');
  const drawn = claimer.waitForResponse((answer) => answer.url().endsWith('/v1/ad-cheque/captcha/request'));
  await claimer.goto(link);
  const { result } = (await (await drawn).json()) as { result: { captchaId: string } };
  await onClaimPage(claimer);
  await claimer.getByLabel('نویسه‌های داخل تصویر').fill(await captchaAnswer(result.captchaId));
  await claimer.getByRole('button', { name: 'دریافت', exact: true }).click();
  await expect(claimer.getByText(/گرفتید. به موجودی شما اضافه شد./)).toContainText(prize);
  await context.close();
}

test('[SHOP-07] [SHOP-08] an ad cheque is created and paid from the shop tab, and another user claims it', async ({
  page,
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  // Toman to pay with, and some Tether so that the form offers it.
  await openLoggedIn(page, newPhone(), '/dashboard', async (token) => {
    await preparePayer(token, '10000000');
    await credit(token, 'USDT', '1');
  });

  // By taps: the shop tab, its ad cheques, a new one.
  await page.getByRole('link', { name: 'فروشگاه' }).click();
  await page.getByRole('link', { name: /چک‌های تبلیغاتی/ }).click();
  await page.getByRole('button', { name: 'ساخت چک تبلیغاتی' }).click();
  await page.getByLabel('ارز').selectOption('USDT');
  await page.getByLabel('کل جایزه').fill('3');
  await page.getByLabel('جایزهٔ هر دریافت').fill('1');
  await page.getByRole('button', { name: 'ساخت و پرداخت' }).click();

  // The cheque's invoice, paid from the Toman balance, leads back to the cheque, now active.
  const chequeId = await payFromTomanBalance(page);
  await expect(figure(page, 'دریافت‌ها')).toHaveText('۰');
  const link = `${new URL(page.url()).origin}/redirect?to=c-${chequeId}`;
  await expect(page.getByText(link)).toBeVisible();

  // A second user opens the shared link, solves the captcha and gets the prize.
  await claimAsNewUser(browser, link, 'USDT', async (claimer) => {
    await expect(claimer).toHaveURL(new RegExp(`/cheque/captcha\\?chequeId=${chequeId}`));
    await expect(claimer.getByRole('img', { name: 'تصویر کپچا' })).toBeVisible();
  });

  // The creator's figures show the claim.
  await page.reload();
  await expect(figure(page, 'دریافت‌ها')).toHaveText('۱');
  await expect(figure(page, 'پرداخت‌شده')).toContainText('USDT');
});

test('a Toman cheque in the Nowruz design is shown in Toman to its claimer, and deleting it returns what is left', async ({
  page,
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  await openLoggedIn(page, newPhone(), '/dashboard', (token) => preparePayer(token, '1000000'));
  await page.goto('/shop/ad-cheque/new');
  await page.getByLabel('ارز').selectOption('IRT');
  await page.getByLabel('کل جایزه').fill('۳۰۰۰۰۰');
  await page.getByLabel('جایزهٔ هر دریافت').fill('۱۰۰۰۰۰');
  await page.getByLabel('پیام (اختیاری)').fill('عیدی نوروز');
  const designs = page.getByRole('group', { name: 'طرح' });
  await designs.getByRole('button', { name: 'نوروز' }).click();
  await expect(designs.getByRole('button', { name: 'نوروز' })).toHaveAttribute('aria-pressed', 'true');
  const preview = page.getByRole('figure', { name: 'پیش‌نمایش چک' });
  await expect(preview).toContainText('نوروز');
  await expect(preview).toContainText('۱۰۰٬۰۰۰ تومان');
  await page.getByRole('button', { name: 'ساخت و پرداخت' }).click();

  const chequeId = await payFromTomanBalance(page);
  await expect(figure(page, 'کل جایزه')).toHaveText('۳۰۰٬۰۰۰ تومان');
  // The stated time by which what is not claimed comes back.
  await expect(figure(page, 'پایان مهلت')).toContainText('۱۴');

  await claimAsNewUser(browser, `/redirect?to=c-${chequeId}`, '۱۰۰٬۰۰۰ تومان', async (claimer) => {
    const card = claimer.getByRole('figure', { name: 'پیش‌نمایش چک' });
    await expect(card).toContainText('نوروز');
    await expect(card).toContainText('۱۰۰٬۰۰۰ تومان');
    await expect(card).toContainText('عیدی نوروز');
  });

  // Deleted with two prizes unclaimed: they come back to the creator.
  await page.reload();
  await expect(figure(page, 'مانده')).toHaveText('۲۰۰٬۰۰۰ تومان');
  await page.getByRole('button', { name: 'حذف چک' }).click();
  const confirm = page.getByRole('dialog', { name: 'این چک حذف شود؟' });
  await expect(confirm).toContainText('۲۰۰٬۰۰۰ تومان');
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(figure(page, 'وضعیت')).toHaveText('حذف‌شده');
  await expect(figure(page, 'برگشته به شما')).toHaveText('۲۰۰٬۰۰۰ تومان');
});
