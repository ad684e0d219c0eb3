import { createHmac } from 'node:crypto';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export { sandboxNow } from './sandbox';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

function base32Bytes(secret: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238: HMAC-SHA1 over the 30 s step, dynamic truncation, 6 digits (what an authenticator app shows). */
export function totp(secret: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Types a PIN on the keypad, whose keys show Persian digits in fa. */
export async function typePin(scope: Page | FrameLocator | Locator, pin: string): Promise<void> {
  for (const digit of pin) {
    await scope.getByRole('button', { name: PERSIAN_DIGITS[Number(digit)]!, exact: true }).click();
  }
}

/**
 * Spec 000 §2's keypad as laid out on screen: 1 2 3 in one row from left to right in every language, 4
 * under 1, 0 under 8; and a filled dot for each digit typed.
 */
export async function expectPinKeypadLayout(scope: Locator): Promise<void> {
  const box = async (digit: number) => {
    const found = await scope
      .getByRole('button', { name: PERSIAN_DIGITS[digit]!, exact: true })
      .boundingBox();
    if (!found) throw new Error(`key ${digit} is not on screen`);
    return { x: Math.round(found.x), y: Math.round(found.y) };
  };
  const [one, two, three, four, seven, eight, zero] = await Promise.all([1, 2, 3, 4, 7, 8, 0].map(box));
  expect([two!.y, three!.y]).toEqual([one!.y, one!.y]);
  expect(one!.x).toBeLessThan(two!.x);
  expect(two!.x).toBeLessThan(three!.x);
  expect(four!.x).toBe(one!.x);
  expect(four!.y).toBeGreaterThan(one!.y);
  expect(zero!.x).toBe(eight!.x);
  expect(zero!.y).toBeGreaterThan(seven!.y);
  await scope.getByRole('button', { name: PERSIAN_DIGITS[5]!, exact: true }).click();
  await scope.getByRole('button', { name: PERSIAN_DIGITS[6]!, exact: true }).click();
  await expect(scope.getByRole('img', { name: /^۲ از ۴/ })).toBeVisible();
  await scope.getByRole('button', { name: 'حذف', exact: true }).click();
  await scope.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(scope.getByRole('img', { name: /^۰ از ۴/ })).toBeVisible();
}

/** The activation code shown next to the QR code (base32). */
export async function shownActivationCode(scope: Page | FrameLocator): Promise<string> {
  const group = scope.getByRole('group', { name: 'کد فعال‌سازی' });
  await expect(group).toBeVisible();
  const text = await group.getByRole('button').first().innerText();
  const secret = /[A-Z2-7]{16,}/.exec(text)?.[0];
  expect(secret, `an activation code in ${JSON.stringify(text)}`).toBeTruthy();
  return secret!;
}

/**
 * Before a first money out with neither a PIN nor two-factor on, the app offers to set a PIN with a plain
 * warning; the user sends without one. Persian or English, by the app's language.
 */
export async function sendWithoutPin(scope: Page | FrameLocator): Promise<void> {
  const offer = scope.getByRole('dialog', {
    name: /^(از پول خود با رمز محافظت کنید|Protect your money with a PIN)$/,
  });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(
    /هر کسی که گوشی شما را در دست داشته باشد می‌تواند پول شما را ارسال کند|anyone holding your phone can send your money/,
  );
  await offer.getByRole('button', { name: /^(ارسال بدون رمز|Send without a PIN)$/ }).click();
  await expect(offer).toBeHidden();
}

/** The PIN asked before money leaves the balance: typed on its keypad (Persian digits). */
export async function confirmWithPin(scope: Page | FrameLocator, pin: string): Promise<Locator> {
  const ask = scope.getByRole('dialog', { name: 'تأیید با رمز' });
  await expect(ask.getByRole('group', { name: 'برای ارسال، رمز خود را وارد کنید' })).toBeVisible();
  await typePin(ask, pin);
  return ask;
}
