import { createHmac } from 'node:crypto';
import { validate } from '@telegram-apps/init-data-node';
import { describe, expect, it } from 'vitest';
import { DEV_BOT_TOKEN } from '@wallet/sandbox-api/config';
import { HOST_USERS, launchInitData, signedContact } from './signing';
import { startTgHost } from './server';

const user = HOST_USERS[0]!;

describe('signing', () => {
  it('signs init data the API accepts, with the start parameter', () => {
    const initData = launchInitData(user, DEV_BOT_TOKEN, { startParam: 'ref-1' });
    expect(() => validate(initData, DEV_BOT_TOKEN)).not.toThrow();
    const params = new URLSearchParams(initData);
    expect(JSON.parse(params.get('user')!).id).toBe(user.id);
    expect(params.get('start_param')).toBe('ref-1');
    expect(params.has('signature')).toBe(true);
  });

  it('tampered init data fails validation', () => {
    expect(() => validate(launchInitData(user, DEV_BOT_TOKEN, { tampered: true }), DEV_BOT_TOKEN)).toThrow();
  });

  it('signs a shared contact like init data', () => {
    const params = new URLSearchParams(signedContact(user, DEV_BOT_TOKEN));
    const hash = params.get('hash');
    params.delete('hash');
    const checkString = [...params.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}=${value}`)
      .join('\n');
    const secret = createHmac('sha256', 'WebAppData').update(DEV_BOT_TOKEN).digest();
    expect(createHmac('sha256', secret).update(checkString).digest('hex')).toBe(hash);
    expect(JSON.parse(params.get('contact')!).phone_number).toBe(user.phone);
  });
});

describe('the host server', () => {
  it('serves signed launches and keeps the token to itself', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const host = await startTgHost({ port, appUrl: 'http://127.0.0.1:5174/' });
    try {
      const config = await (await fetch(`${host.url}__tg-host/config`)).json();
      expect(config.appUrl).toBe('http://127.0.0.1:5174/');
      expect(JSON.stringify(config)).not.toContain(DEV_BOT_TOKEN);
      const { initData } = await (await fetch(`${host.url}__tg-host/launch?user=${user.id}`)).json();
      expect(() => validate(initData, DEV_BOT_TOKEN)).not.toThrow();
      const tampered = await (await fetch(`${host.url}__tg-host/launch?user=${user.id}&tampered=1`)).json();
      expect(() => validate(tampered.initData, DEV_BOT_TOKEN)).toThrow();
      expect((await fetch(`${host.url}__tg-host/launch?user=1`)).status).toBe(404);
      const page = await (await fetch(host.url)).text();
      expect(page).toContain('title="Mini app"');
    } finally {
      await host.close();
    }
  });
});
