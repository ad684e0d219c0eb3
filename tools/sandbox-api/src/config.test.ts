import { describe, expect, it } from 'vitest';
import { configFromEnv, DEV_BOT_TOKEN } from './config';

describe('configuration from the environment', () => {
  it('defaults to 127.0.0.1:8787, a PGlite data directory, the dev bot token and controls on', () => {
    expect(configFromEnv({})).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      dataDir: '.data/sandbox',
      botToken: DEV_BOT_TOKEN,
      controls: true,
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

  it.each(['abc', '-1', '70000', '1.5'])('refuses PORT=%s', (port) => {
    expect(() => configFromEnv({ PORT: port })).toThrow(/PORT/);
  });
});
