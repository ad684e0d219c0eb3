import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { SANDBOX_URL } from './sandbox';

/** The README's demo numbers: the sandbox's banks own a card by its 15th digit and an IBAN by its last digit. */
export const OWN_CARD_TYPED = '6037-9912-3456-7828';
export const OWN_CARD_SHOWN = '6037 9912 3456 7828';
export const WRONG_CHECK_DIGIT_CARD = '۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۲۹';
export const SOMEONE_ELSES_CARD = '6037991234567836';
export const OWN_IBAN_TYPED = 'IR11 0170 0000 0010 0000 0000 02';

/** Raises the user of this session to KYC level 1, as the level 1 review would. */
export async function raiseToLevelOne(token: string): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/user/level`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ level: 'LEVEL_1_IR' }),
  });
  expect(answer.status).toBe(200);
}

/**
 * The journey on /profile/financial in Persian, in either host: `app` is where the page is drawn, `mainButton`
 * finds the host's main button by its text.
 */
export async function addCardsAndIban(
  app: Page | FrameLocator,
  mainButton: (name: string) => Locator,
): Promise<void> {
  await expect(app.getByRole('heading', { name: 'کارت‌ها و شباهای بانکی' })).toBeVisible();
  await expect(app.getByText('هنوز کارت بانکی اضافه نکرده‌اید.')).toBeVisible();

  await mainButton('افزودن کارت').click();
  const entry = app.getByRole('dialog', { name: 'کارت بانکی جدید' });
  const field = entry.getByLabel('شماره کارت');
  await field.fill(WRONG_CHECK_DIGIT_CARD);
  await entry.getByRole('button', { name: 'ادامه' }).click();
  await expect(entry.getByRole('alert')).toHaveText('این شماره کارت معتبر نیست. ارقام آن را بررسی کنید.');

  await field.fill(SOMEONE_ELSES_CARD);
  await entry.getByRole('button', { name: 'ادامه' }).click();
  await expect(entry.getByRole('alert')).toContainText('این کارت به نام شما نیست.');

  await field.fill(OWN_CARD_TYPED);
  await entry.getByRole('button', { name: 'ادامه' }).click();
  const confirmCard = app.getByRole('dialog', { name: 'این کارت اضافه شود؟' });
  await expect(confirmCard).toContainText('این کارت به نام');
  await expect(confirmCard).toContainText('بانک ملی ایران');
  await confirmCard.getByRole('button', { name: 'افزودن', exact: true }).click();
  const cards = app.getByRole('region', { name: 'کارت‌های بانکی' });
  await expect(cards).toContainText(OWN_CARD_SHOWN);
  await expect(cards).toContainText('بانک ملی ایران');

  await app.getByRole('tab', { name: 'شباها' }).click();
  await expect(app.getByText('هنوز شبایی اضافه نکرده‌اید.')).toBeVisible();
  await mainButton('افزودن شبا').click();
  const ibanEntry = app.getByRole('dialog', { name: 'شبای جدید' });
  await ibanEntry.getByLabel('شماره شبا').fill(OWN_IBAN_TYPED);
  await ibanEntry.getByRole('button', { name: 'ادامه' }).click();
  const confirmIban = app.getByRole('dialog', { name: 'این شبا اضافه شود؟' });
  await expect(confirmIban).toContainText('بانک ملی ایران');
  await confirmIban.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(app.getByRole('region', { name: 'شباها' })).toContainText(OWN_IBAN_TYPED);
}
