// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings, WalletApi } from '@wallet/api';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '../testing/render';
import { NOTIFICATION_SETTINGS } from '../testing/notification-settings';
import { ANSWER_RETRY_MS, useAskWriteAccessOnce, useWriteAccessAsker } from './notification-settings';

afterEach(() => cleanup());

const GET = 'GET /v1/profile/notification-settings';
const PUT = 'PUT /v1/profile/notification-settings';

const settings = (change: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ...NOTIFICATION_SETTINGS,
  ...change,
});

function AsksOnOpen() {
  useAskWriteAccessOnce();
  return null;
}

function setUp(routes: FakeRoutes, options: { inTelegram?: boolean; answer?: boolean } = {}) {
  const requestWriteAccess = vi.fn(async () => options.answer ?? true);
  const platform = createMemoryPlatform(options.inTelegram === false ? {} : { requestWriteAccess });
  const fake = createFakeApi({
    [PUT]: settings({ writeAccess: options.answer === false ? 'DENIED' : 'GRANTED' }),
    ...routes,
  });
  const open = () => renderWithProviders(<AsksOnOpen />, { api: fake.api, platform });
  return { requestWriteAccess, platform, fake, open };
}

/** Lets the asker's chain of awaits run out. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('asking for write access before the first bot message', () => {
  it('inside Telegram with write access UNKNOWN, asks once, saves the answer and marks the device', async () => {
    const { requestWriteAccess, platform, fake, open } = setUp({ [GET]: settings() }, { answer: false });
    open();
    await waitFor(() => expect(fake.calls).toContain(PUT));
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    const put = fake.requests.find((request) => request.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ writeAccess: 'DENIED' });
    expect(await platform.storage.get('writeAccessAsked')).toContain('true');
    cleanup();
    // Opened again on this device: not asked again, and the settings are not even read.
    const before = fake.calls.length;
    open();
    await settle();
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    expect(fake.calls.length).toBe(before);
  });

  it('does not ask once write access is GRANTED or DENIED, nor for a user with no Telegram account', async () => {
    for (const answered of [
      settings({ writeAccess: 'GRANTED' }),
      settings({ writeAccess: 'DENIED' }),
      settings({ hasTelegram: false }),
    ]) {
      const { requestWriteAccess, fake, open } = setUp({ [GET]: answered });
      open();
      await waitFor(() => expect(fake.calls).toContain(GET));
      await settle();
      expect(requestWriteAccess).not.toHaveBeenCalled();
      expect(fake.calls).not.toContain(PUT);
      cleanup();
    }
  });

  it('on the web, where the bot needs no leave from the app, asks nothing and reads nothing', async () => {
    const { fake, open } = setUp({ [GET]: settings() }, { inTelegram: false });
    open();
    await settle();
    expect(fake.calls).toEqual([]);
  });

  it('sends the answer again when saving it fails, and gives up after three tries', async () => {
    let tries = 0;
    const { requestWriteAccess, fake, platform } = setUp({
      [GET]: settings(),
      [PUT]: () => {
        tries++;
        return { status: 503, codeString: 'SERVICE_UNAVAILABLE', localizedMessage: null };
      },
    });
    const ask = askerFor(fake.api, platform);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked = ask();
      const settled = expect(asked).rejects.toBeTruthy();
      await vi.advanceTimersByTimeAsync(3 * ANSWER_RETRY_MS);
      await settled;
    } finally {
      vi.useRealTimers();
    }
    expect(tries).toBe(3);
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
  });

  it('does not send again an answer the server refuses', async () => {
    let tries = 0;
    const { fake, platform } = setUp({
      [GET]: settings(),
      [PUT]: () => {
        tries++;
        return { status: 422, codeString: 'TELEGRAM_ACCOUNT_NEEDED', localizedMessage: null };
      },
    });
    await expect(askerFor(fake.api, platform)()).rejects.toBeTruthy();
    expect(tries).toBe(1);
  });
});

/** The asker of a rendered component, to call and await directly. */
function askerFor(api: WalletApi, platform: MemoryPlatform): () => Promise<void> {
  let ask: (() => Promise<void>) | null = null;
  function Holder() {
    ask = useWriteAccessAsker();
    return null;
  }
  renderWithProviders(<Holder />, { api, platform });
  return ask!;
}
