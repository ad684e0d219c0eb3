import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_GROUPS, type ShopProduct } from '@wallet/api';
import { apiFailure, DEVICE, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { control, payers } from './invoice-support';

// The shop's products (SHOP-01), who they are sold by (SHOP-12), products turned off (SHOP-13), and Fragment's
// recipient search for Telegram Premium (SHOP-02).

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let payer: ReturnType<typeof payers>;
beforeAll(() => {
  payer = payers(t, '0912661');
});

const byId = (products: ShopProduct[], id: string) => products.find((product) => product.id === id)!;

describe('the shop’s products', () => {
  it('[SHOP-01] lists Premium plans, Stars packs and the groups in order, priced in Toman from dollars', async () => {
    const { api } = await payer();
    const products = await api.shopProducts();
    expect(products.map((product) => product.id)).toEqual([
      'TG-PREMIUM-3M',
      'TG-PREMIUM-6M',
      'TG-PREMIUM-12M',
      ...[50, 100, 250, 500, 1000, 2500, 5000, 10000].map((stars) => `TG-STARS-${stars}`),
      'GIFT_CARD',
      'AD_CHEQUE',
      'GIVEAWAY',
    ]);
    const groups = [...new Set(products.map((product) => product.group))];
    expect(groups).toEqual([...SHOP_GROUPS]);
    expect(byId(products, 'TG-PREMIUM-3M')).toMatchObject({ quantity: 3, usdPrice: '12.99' });
    expect(byId(products, 'TG-PREMIUM-6M')).toMatchObject({ quantity: 6, usdPrice: '16.99' });
    expect(byId(products, 'TG-PREMIUM-12M')).toMatchObject({ quantity: 12, usdPrice: '30.99' });
    expect(byId(products, 'TG-STARS-500')).toMatchObject({ quantity: 500, usdPrice: '7.5' });
    const rate = byId(products, 'TG-PREMIUM-12M').usdtRate!;
    expect(rate).toMatch(/^[1-9]\d*$/);
    for (const product of products) {
      if (product.usdPrice === null) {
        expect(product).toMatchObject({ quantity: null, price: null, usdtRate: null });
        continue;
      }
      expect(product.usdtRate).toBe(rate);
      expect(product.price).toBe(new Big(product.usdPrice).times(rate).round(0, Big.roundUp).toFixed());
      expect(product).toMatchObject({ isActive: true, inactiveReason: null });
      expect(product.merchant).toEqual({ name: 'Wallet', isCertified: true });
    }
  });

  it('[SHOP-01] the Toman price follows the market’s Tether price', async () => {
    const { api } = await payer();
    await control(t, 'market/price', 'POST', { token: 'USDT', priceUsd: '1' });
    const before = byId(await api.shopProducts(), 'TG-PREMIUM-3M');
    await control(t, 'market/price', 'POST', { token: 'USDT', priceUsd: '1.1' });
    const after = byId(await api.shopProducts(), 'TG-PREMIUM-3M');
    expect(Number(after.usdtRate)).toBeGreaterThan(Number(before.usdtRate));
    expect(Number(after.price)).toBeGreaterThan(Number(before.price));
    await control(t, 'market/price', 'POST', { token: 'USDT', priceUsd: '1' });
  });

  it('[SHOP-13] a product or group turned off for one user says so to them only, and refuses the purchase', async () => {
    const one = await payer({ toman: '10000000' });
    const other = await payer();
    await control(t, 'shop/products/TG-PREMIUM-6M/active', 'POST', { active: false, phone: one.phone });
    await control(t, 'shop/products/TELEGRAM_STARS/active', 'POST', { active: false, phone: one.phone });
    const mine = await one.api.shopProducts();
    expect(byId(mine, 'TG-PREMIUM-6M')).toMatchObject({
      isActive: false,
      inactiveReason: 'DISABLED_FOR_USER',
    });
    expect(byId(mine, 'TG-STARS-50')).toMatchObject({ isActive: false, inactiveReason: 'DISABLED_FOR_USER' });
    expect(byId(mine, 'TG-PREMIUM-12M')).toMatchObject({ isActive: true, inactiveReason: null });
    const theirs = await other.api.shopProducts();
    expect(theirs.every((product) => product.isActive)).toBe(true);
    for (const productId of ['TG-PREMIUM-6M', 'TG-STARS-1000']) {
      const refused = await apiFailure(one.api.createJetton({ body: { productId } }, moneyKey()));
      expect([refused.status, refused.codeString]).toEqual([422, 'PRODUCT_NOT_ACTIVE']);
    }
    expect(await one.api.jettons()).toEqual([]);
    await control(t, 'shop/products/TG-PREMIUM-6M/active', 'POST', { active: true, phone: one.phone });
    expect(byId(await one.api.shopProducts(), 'TG-PREMIUM-6M').isActive).toBe(true);
    await control(t, 'shop/products/TELEGRAM_STARS/active', 'POST', { active: true, phone: one.phone });
  });

  it('[SHOP-13] a product turned off for everyone is UNAVAILABLE', async () => {
    const { api } = await payer();
    await control(t, 'shop/products/GIFT_CARD/active', 'POST', { active: false });
    await control(t, 'shop/products/TG-PREMIUM-3M/active', 'POST', { active: false });
    try {
      const products = await api.shopProducts();
      expect(byId(products, 'GIFT_CARD')).toMatchObject({ isActive: false, inactiveReason: 'UNAVAILABLE' });
      expect(byId(products, 'TG-PREMIUM-3M')).toMatchObject({
        isActive: false,
        inactiveReason: 'UNAVAILABLE',
      });
      const refused = await apiFailure(
        api.createJetton({ body: { productId: 'TG-PREMIUM-3M' } }, moneyKey()),
      );
      expect([refused.status, refused.codeString]).toEqual([422, 'PRODUCT_NOT_ACTIVE']);
    } finally {
      await control(t, 'shop/products/GIFT_CARD/active', 'POST', { active: true });
      await control(t, 'shop/products/TG-PREMIUM-3M/active', 'POST', { active: true });
    }
    expect((await api.shopProducts()).every((product) => product.isActive)).toBe(true);
  });

  it('[SHOP-12] a product sold by another merchant says whether it is certified, and so does its invoice', async () => {
    const { api } = await payer();
    await control(t, 'shop/products/TG-STARS-250/merchant', 'POST', {
      merchant: { name: 'Stars Bazaar', isCertified: false },
    });
    try {
      const product = byId(await api.shopProducts(), 'TG-STARS-250');
      expect(product.merchant).toEqual({ name: 'Stars Bazaar', isCertified: false });
      const jetton = await api.createJetton({ body: { productId: 'TG-STARS-250' } }, moneyKey());
      const invoice = await api.invoice({ params: { id: jetton.invoiceId } });
      expect(invoice.merchant).toEqual({ name: 'Stars Bazaar', isCertified: false });
      const own = await api.createJetton({ body: { productId: 'TG-STARS-500' } }, moneyKey());
      expect((await api.invoice({ params: { id: own.invoiceId } })).merchant).toEqual({
        name: 'Wallet',
        isCertified: true,
      });
    } finally {
      await control(t, 'shop/products/TG-STARS-250/merchant', 'POST', { merchant: null });
    }
    expect(byId(await api.shopProducts(), 'TG-STARS-250').merchant).toEqual({
      name: 'Wallet',
      isCertified: true,
    });
  });

  it('[SHOP-13] while Tether cannot be traded, the products priced in dollars are UNAVAILABLE and not sold', async () => {
    const { api } = await payer({ toman: '100000000' });
    await control(t, 'coins/USDT/features', 'PUT', { trade: false });
    try {
      const products = await api.shopProducts();
      for (const product of products.filter((entry) => entry.usdPrice !== null)) {
        expect(product).toMatchObject({
          price: null,
          usdtRate: null,
          isActive: false,
          inactiveReason: 'UNAVAILABLE',
        });
      }
      expect(byId(products, 'AD_CHEQUE')).toMatchObject({ isActive: true, inactiveReason: null });
      const refused = await apiFailure(api.createJetton({ body: { productId: 'TG-STARS-50' } }, moneyKey()));
      expect([refused.status, refused.codeString]).toEqual([422, 'PRODUCT_NOT_ACTIVE']);
    } finally {
      await control(t, 'coins/USDT/features', 'PUT', { trade: true });
    }
    expect(byId(await api.shopProducts(), 'TG-STARS-50').isActive).toBe(true);
  });

  it('the controls refuse an unknown product', async () => {
    const answer = await t.raw('/__sandbox/shop/products/TG-PREMIUM-7M/active', {
      method: 'POST',
      body: JSON.stringify({ active: false }),
    });
    expect([answer.status, answer.body.codeString]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });
});

describe('Fragment’s recipient search', () => {
  it('[SHOP-02] finds a Telegram account by username, any case, with or without @; 12 months by default', async () => {
    const { api } = await payer();
    const found = await api.premiumRecipient({ query: { username: '@DUROV' } });
    expect(found).toMatchObject({ username: 'durov', name: 'Pavel Durov', months: 12 });
    expect(found.photo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(found.photo!.split(',')[1]!, 'base64').toString()).toContain('>PD<');
    expect((await api.premiumRecipient({ query: { username: 'durov', months: '3' } })).months).toBe(3);
  });

  it('[SHOP-02] finds an account added by the control and a sandbox user who logged in with Telegram', async () => {
    const { api } = await payer();
    await control(t, 'fragment/accounts', 'POST', { username: 'Neda_Shop', name: 'Neda Rahimi' });
    expect(await api.premiumRecipient({ query: { username: 'neda_shop' } })).toMatchObject({
      username: 'Neda_Shop',
      name: 'Neda Rahimi',
    });
    const initData = t.telegramInitData({ id: 7_700_661, first_name: 'Kaveh', username: 'kaveh_tg' });
    // A user who logs in by code from the mini-app: their Telegram account (and username) is linked.
    const number = '09126610777';
    await t.api().requestOtp({ body: { region: 'IR', number, deviceInformation: DEVICE } });
    const [latest] = await t.outbox(number);
    const login = await t.raw('/v1/authentication/otp/verify', {
      method: 'POST',
      body: JSON.stringify({
        region: 'IR',
        number,
        code: latest?.code,
        deviceInformation: DEVICE,
        telegramData: initData,
      }),
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(await api.premiumRecipient({ query: { username: '@Kaveh_TG' } })).toMatchObject({
      username: 'kaveh_tg',
    });
  });

  it('[SHOP-02] no Telegram user is its own answer; a username is required and must be one', async () => {
    const { api } = await payer();
    const missing = await apiFailure(api.premiumRecipient({ query: { username: 'nobody_here_42' } }));
    expect([missing.status, missing.codeString]).toEqual([404, 'TELEGRAM_USER_NOT_FOUND']);
    for (const query of [
      '',
      '?username=',
      '?username=ab',
      '?username=bad%20name',
      '?username=durov&months=5',
    ]) {
      const answer = await t.raw(`/v1/fragment/telegram/premium/recipient${query}`, {
        token: (await t.login('09126610999')).token,
      });
      expect([answer.status, answer.body.codeString], query).toEqual([400, 'BAD_INPUT_VALUES']);
    }
  });
});
