// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPin, type PinRecord } from '@wallet/core';
import { ThemeRoot } from '@wallet/kit';
import {
  createMemoryBiometry,
  createMemoryPlatform,
  createTypedStorage,
  type MemoryPlatform,
  useMainButton,
  usePlatform,
  useTypedStorage,
} from '@wallet/platform';
import { serverClock, useGlobalConfig } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { readPinRecord } from '../pin/pin-store';
import { SECURITY_STORAGE_KEYS } from '../storage-keys';
import { PinLock } from './pin-lock';

afterEach(() => cleanup());

const PIN = '2580';
const stored = hashPin(PIN, { iterations: 1000 });

async function platformWith(extra: Partial<PinRecord> | null, platform = createMemoryPlatform()) {
  if (extra) {
    const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
    await storage.set(SECURITY_STORAGE_KEYS.pin, { ...(await stored), ...extra });
  }
  return platform;
}

/**
 * Says what the lock decides by, once it is known: the global config's PIN_CODE and the stored PIN. The lock
 * reads both the same way and started first, so when this shows them the lock has had them too.
 */
function DecisionInputs() {
  const platform = usePlatform();
  const storage = useTypedStorage();
  const config = useGlobalConfig();
  const [pin, setPin] = useState<'set' | 'none' | 'unread'>('unread');
  useEffect(() => {
    void readPinRecord(storage, platform).then((record) => setPin(record ? 'set' : 'none'));
  }, [storage, platform]);
  if (!config.data || pin === 'unread') return null;
  const flag = config.data.featuresList.includes('PIN_CODE') ? 'on' : 'off';
  return <p>{`PIN_CODE ${flag}, PIN ${pin}`}</p>;
}

/** Waits until the lock knows the flag and the PIN, and lets the effects that follow run. */
async function decided(inputs: string) {
  await screen.findAllByText(inputs);
  await act(async () => {});
}

function renderLock(
  platform: MemoryPlatform,
  options: {
    features?: string[];
    logOut?: (options?: { isPinLockout?: boolean }) => Promise<void>;
  } = {},
) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': { featuresList: options.features ?? ['PIN_CODE'], coins: [] },
  });
  return renderWithProviders(
    <ThemeRoot appearance="light">
      <PinLock />
      <p>Dashboard</p>
      <DecisionInputs />
    </ThemeRoot>,
    { platform, api: fake.api, session: { logOut: options.logOut ?? (async () => {}) } },
  );
}

const typePin = (pin: string) => {
  for (const digit of pin) fireEvent.click(screen.getByRole('button', { name: digit }));
};
const lock = () => screen.queryByRole('dialog', { name: 'Wallet locked' });

describe('the PIN lock at start', () => {
  it('[SEC-03] locks when the PIN was never checked, and a right PIN unlocks and stamps the time', async () => {
    const platform = await platformWith({ lastChecked: null });
    renderLock(platform);
    expect(await screen.findByRole('group', { name: 'Enter your PIN' })).toBeTruthy();
    const before = Date.now();
    typePin(PIN);
    await waitFor(() => expect(lock()).toBeNull());
    const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
    const after = await storage.get(SECURITY_STORAGE_KEYS.pin);
    expect(after?.lastChecked).toBeGreaterThanOrEqual(before);
  });

  it('[SEC-03] does not lock when the PIN was checked less than 60 s ago', async () => {
    const platform = await platformWith({ lastChecked: Date.now() - 30_000 });
    renderLock(platform);
    await decided('PIN_CODE on, PIN set');
    expect(lock()).toBeNull();
  });

  it('[SEC-03] locks when the PIN was last checked 60 s or more ago', async () => {
    const platform = await platformWith({ lastChecked: Date.now() - 61_000 });
    renderLock(platform);
    expect(await screen.findByRole('dialog', { name: 'Wallet locked' })).toBeTruthy();
  });

  it('[SEC-03] does not lock without a PIN', async () => {
    renderLock(await platformWith(null));
    await decided('PIN_CODE on, PIN none');
    expect(lock()).toBeNull();
  });

  it('[SEC-03] does not lock with PIN_CODE off, though the PIN was never checked', async () => {
    renderLock(await platformWith({ lastChecked: null }), { features: [] });
    await decided('PIN_CODE off, PIN set');
    expect(lock()).toBeNull();
  });

  it('[SEC-02] a wrong PIN says so, clears the entry and counts down the tries', async () => {
    renderLock(await platformWith({ lastChecked: null }));
    await screen.findByRole('group', { name: 'Enter your PIN' });
    typePin('1111');
    expect(await screen.findByText(/Wrong PIN\. Try again\..*4/)).toBeTruthy();
    expect(screen.getByRole('img', { name: '0 of 4 digits entered' })).toBeTruthy();
    expect(lock()).not.toBeNull();
  });

  it('[SEC-02] a PIN that cannot be checked says pinCode:error, keeps the lock and ends no session', async () => {
    const logOut = vi.fn(async (_options?: { isPinLockout?: boolean }) => {});
    const platform = await platformWith({ lastChecked: null });
    renderLock(platform, { logOut });
    await screen.findByRole('group', { name: 'Enter your PIN' });
    // The device's storage refuses to write: the check cannot stamp its outcome.
    vi.spyOn(platform.storage, 'set').mockRejectedValue(new Error('storage full'));
    typePin(PIN);
    expect(await screen.findByText('The PIN could not be checked. Try again.')).toBeTruthy();
    expect(screen.queryByText(/Wrong PIN/)).toBeNull();
    expect(lock()).not.toBeNull();
    expect(logOut).not.toHaveBeenCalled();
  });

  it('ends the session after 5 wrong PINs, as a lockout that turns the messenger login off', async () => {
    const logOut = vi.fn(async (_options?: { isPinLockout?: boolean }) => {});
    renderLock(await platformWith({ lastChecked: null, wrongAttempts: 3 }), { logOut });
    await screen.findByRole('group', { name: 'Enter your PIN' });
    typePin('1111');
    await screen.findByText(/Wrong PIN/);
    expect(logOut).not.toHaveBeenCalled();
    typePin('2222');
    await waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
    expect(logOut).toHaveBeenCalledWith({ isPinLockout: true });
  });

  it('"Forgot your PIN? Log out" is a lockout too: the messenger login, which needs no code, turns off', async () => {
    const logOut = vi.fn(async (_options?: { isPinLockout?: boolean }) => {});
    renderLock(await platformWith({ lastChecked: null }), { logOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your PIN? Log out' }));
    await waitFor(() => expect(logOut).toHaveBeenCalledWith({ isPinLockout: true }));
  });

  it('takes the main button from the page under the lock, and gives it back on unlock', async () => {
    const platform = await platformWith({ lastChecked: null });
    function PageWithButton() {
      useMainButton({ text: 'Withdraw', onClick: () => undefined });
      return <p>Withdraw page</p>;
    }
    const fake = createFakeApi({
      'GET /v1/utils/global-configs': { featuresList: ['PIN_CODE'], coins: [] },
    });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <PinLock />
        <PageWithButton />
      </ThemeRoot>,
      { platform, api: fake.api },
    );
    await screen.findByRole('group', { name: 'Enter your PIN' });
    expect(platform.mainButton.current()).toBeNull();
    typePin(PIN);
    await waitFor(() => expect(lock()).toBeNull());
    // The page's button comes back in the effect that runs after the lock leaves the tree.
    await waitFor(() => expect(platform.mainButton.current()).toMatchObject({ text: 'Withdraw' }));
  });

  it('unlocks with biometrics where the device has them', async () => {
    const biometry = createMemoryBiometry();
    renderLock(await platformWith({ lastChecked: null }, createMemoryPlatform({ biometry })));
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock with biometrics' }));
    await waitFor(() => expect(lock()).toBeNull());
    expect(biometry.prompts).toEqual(['Unlock your wallet']);
  });

  it("[SEC-03] locks once the server's clock shows 60 s have passed, though the device's does not", async () => {
    const platform = await platformWith({ lastChecked: Date.now() - 10_000 });
    renderLock(platform);
    await decided('PIN_CODE on, PIN set');
    expect(lock()).toBeNull();
    serverClock.record(new Date(Date.now() + 60_000).toUTCString());
    expect(await screen.findByRole('dialog', { name: 'Wallet locked' })).toBeTruthy();
  });
});
