// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPin, type PinRecord } from '@wallet/core';
import { ThemeRoot } from '@wallet/kit';
import {
  createMemoryBiometry,
  createMemoryPlatform,
  createTypedStorage,
  type MemoryPlatform,
  useMainButton,
} from '@wallet/platform';
import { serverClock } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
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
    await screen.findByText('Dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lock()).toBeNull();
  });

  it('[SEC-03] locks when the PIN was last checked 60 s or more ago', async () => {
    const platform = await platformWith({ lastChecked: Date.now() - 61_000 });
    renderLock(platform);
    expect(await screen.findByRole('dialog', { name: 'Wallet locked' })).toBeTruthy();
  });

  it('does not lock without a PIN, or with PIN_CODE off', async () => {
    renderLock(await platformWith(null));
    renderLock(await platformWith({ lastChecked: null }), { features: [] });
    await screen.findAllByText('Dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
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
    await screen.findByText('Dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lock()).toBeNull();
    serverClock.record(new Date(Date.now() + 60_000).toUTCString());
    expect(await screen.findByRole('dialog', { name: 'Wallet locked' })).toBeTruthy();
  });
});
