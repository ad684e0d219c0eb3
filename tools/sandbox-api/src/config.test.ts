import { describe, expect, it } from 'vitest';
import { configFromEnv, DEV_BOT_TOKEN, DEV_MINI_APP_LINK, SandboxConfigError, settleConfig } from './config';

describe('configuration from the environment', () => {
  it('defaults to developer mode: 127.0.0.1:8787, a PGlite data directory, the dev bot token, controls on and codes printed', () => {
    expect(configFromEnv({})).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      dataDir: '.data/sandbox',
      botToken: DEV_BOT_TOKEN,
      controls: true,
      printOutbox: true,
    });
    expect(configFromEnv({}).databaseUrl).toBeUndefined();
  });

  it('honours PORT, DATA_DIR, DATABASE_URL, SANDBOX_BOT_TOKEN and SANDBOX_CONTROLS=0', () => {
    const config = configFromEnv({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@localhost/db',
      SANDBOX_BOT_TOKEN: '1:abc',
      SANDBOX_CONTROLS: '0',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@localhost/db',
      botToken: '1:abc',
      controls: false,
    });
  });

  it('takes the mini-app’s t.me link from TELEGRAM_MINI_APP_LINK, the development bot’s by default', () => {
    expect(configFromEnv({}).telegramMiniAppLink).toBe(DEV_MINI_APP_LINK);
    expect(DEV_MINI_APP_LINK).toBe('https://t.me/wallet_sandbox_bot/app');
    expect(
      configFromEnv({ TELEGRAM_MINI_APP_LINK: 'https://t.me/my_wallet_bot/wallet' }).telegramMiniAppLink,
    ).toBe('https://t.me/my_wallet_bot/wallet');
    expect(configFromEnv({ TELEGRAM_MINI_APP_LINK: '' }).telegramMiniAppLink).toBe(DEV_MINI_APP_LINK);
  });

  it.each(['t.me/bot/app', 'http://t.me/bot/app', 'not a link'])(
    'refuses TELEGRAM_MINI_APP_LINK=%s: every shared message’s button would be broken',
    (link) => {
      expect(() => configFromEnv({ TELEGRAM_MINI_APP_LINK: link })).toThrow(/TELEGRAM_MINI_APP_LINK/);
    },
  );

  it('takes the API’s public https address from SANDBOX_PUBLIC_URL, none by default', () => {
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(configFromEnv({ SANDBOX_PUBLIC_URL: 'https://api.wallet.example/' }).publicUrl).toBe(
      'https://api.wallet.example',
    );
  });

  it.each(['http://api.wallet.example', 'https://api.wallet.example/?a=1', 'api.wallet.example'])(
    'refuses SANDBOX_PUBLIC_URL=%s: Telegram fetches a message’s picture only over https',
    (address) => {
      expect(() => configFromEnv({ SANDBOX_PUBLIC_URL: address })).toThrow(/SANDBOX_PUBLIC_URL/);
    },
  );

  it.each(['abc', '-1', '70000', '1.5'])('refuses PORT=%s', (port) => {
    expect(() => configFromEnv({ PORT: port })).toThrow(/PORT/);
  });

  it('keeps printing codes in developer mode unless SANDBOX_PRINT_OUTBOX=0', () => {
    expect(configFromEnv({ SANDBOX_PRINT_OUTBOX: '0' }).printOutbox).toBe(false);
    expect(configFromEnv({ SANDBOX_PRINT_OUTBOX: '1' }).printOutbox).toBe(true);
  });
});

describe('safe mode (SANDBOX_CONTROLS=0)', () => {
  it.each([undefined, '1'])('prints no codes, whatever SANDBOX_PRINT_OUTBOX=%s says', (print) => {
    const config = configFromEnv({
      SANDBOX_CONTROLS: '0',
      SANDBOX_BOT_TOKEN: '1:abc',
      ...(print === undefined ? {} : { SANDBOX_PRINT_OUTBOX: print }),
    });
    expect(config.printOutbox).toBe(false);
  });

  it.each([
    ['no SANDBOX_BOT_TOKEN', {}],
    ['an empty SANDBOX_BOT_TOKEN', { SANDBOX_BOT_TOKEN: '' }],
    ['the public development token', { SANDBOX_BOT_TOKEN: DEV_BOT_TOKEN }],
  ])('refuses to start with %s', (_, env) => {
    expect(() => configFromEnv({ SANDBOX_CONTROLS: '0', ...env })).toThrow(SandboxConfigError);
    expect(() => configFromEnv({ SANDBOX_CONTROLS: '0', ...env })).toThrow(/SANDBOX_BOT_TOKEN/);
  });

  it('applies to overrides too: controls off over developer defaults is refused, then settled', () => {
    const developer = configFromEnv({});
    expect(() => settleConfig({ ...developer, controls: false })).toThrow(SandboxConfigError);
    expect(settleConfig({ ...developer, controls: false, botToken: '1:abc' }).printOutbox).toBe(false);
  });
});
