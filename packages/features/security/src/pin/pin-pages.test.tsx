// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPin, verifyPin } from '@wallet/core';
import { ThemeRoot } from '@wallet/kit';
import {
  createMemoryPlatform,
  createMemoryStore,
  createTypedStorage,
  type MemoryPlatform,
} from '@wallet/platform';
import { useToasts } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { SECURITY_STORAGE_KEYS } from '../storage-keys';
import { PinPage } from './pin-page';

afterEach(() => cleanup());

/** The shell draws toasts; here a plain list of them. */
function Toasts() {
  const { toasts } = useToasts();
  return (
    <ul aria-label="Toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.text}</li>
      ))}
    </ul>
  );
}

const storageOf = (platform: MemoryPlatform) =>
  createTypedStorage(platform.storage, {
    versions: platform.storageVersions,
    secretStore: platform.secureStorage,
  });

function renderPage(platform = createMemoryPlatform()) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': { featuresList: ['PIN_CODE'], coins: [] },
  });
  renderWithProviders(
    <ThemeRoot appearance="light">
      <PinPage />
      <Toasts />
    </ThemeRoot>,
    { platform, api: fake.api, path: '/profile/pin' },
  );
  return platform;
}

const typePin = (pin: string) => {
  for (const digit of pin) fireEvent.click(screen.getByRole('button', { name: digit }));
};

describe('/profile/pin', () => {
  it('[SEC-01] a mismatch says pinCode:pinsDontMatch and starts again; a match stores a salted hash', async () => {
    const platform = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Set a PIN/ }));
    typePin('1234');
    await screen.findByRole('group', { name: 'Enter the same PIN again' });
    typePin('4321');
    expect(await screen.findByText("The PINs don't match. Enter a new PIN again.")).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Choose a 4-digit PIN' })).toBeTruthy();
    typePin('5678');
    await screen.findByRole('group', { name: 'Enter the same PIN again' });
    typePin('5678');
    expect(await screen.findByText('The PIN was set.')).toBeTruthy();
    const record = await storageOf(platform).get(SECURITY_STORAGE_KEYS.pin);
    expect(record?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain('5678');
    expect(await verifyPin('5678', record!)).toBe(true);
    expect(record?.lastChecked).not.toBeNull();
  });

  it('keeps the PIN in the secure store where the host has one', async () => {
    const platform = renderPage(createMemoryPlatform({ secureStorage: createMemoryStore() }));
    fireEvent.click(await screen.findByRole('button', { name: /Set a PIN/ }));
    typePin('1357');
    await screen.findByRole('group', { name: 'Enter the same PIN again' });
    typePin('1357');
    await screen.findByText('The PIN was set.');
    expect(await platform.secureStorage!.get('securePin')).toContain('"hash"');
    expect(await platform.storage.keys()).not.toContain('securePin');
  });

  it('[SEC-02] changing the PIN checks the old one first: a wrong one says pinCode:wrongPin and clears', async () => {
    const platform = createMemoryPlatform();
    await storageOf(platform).set(SECURITY_STORAGE_KEYS.pin, await hashPin('1111', { iterations: 1000 }));
    renderPage(platform);
    fireEvent.click(await screen.findByRole('button', { name: 'Change PIN' }));
    typePin('9999');
    expect(await screen.findByText(/Wrong PIN\. Try again\./)).toBeTruthy();
    expect(screen.getByRole('img', { name: '0 of 4 digits entered' })).toBeTruthy();
    typePin('1111');
    await screen.findByRole('group', { name: 'Choose a 4-digit PIN' });
    typePin('2222');
    await screen.findByRole('group', { name: 'Enter the same PIN again' });
    typePin('2222');
    expect(await screen.findByText('The PIN was changed.')).toBeTruthy();
    const record = await storageOf(platform).get(SECURITY_STORAGE_KEYS.pin);
    expect(await verifyPin('2222', record!)).toBe(true);
  });

  it('removes the PIN after the old one is checked', async () => {
    const platform = createMemoryPlatform();
    await storageOf(platform).set(SECURITY_STORAGE_KEYS.pin, await hashPin('1111', { iterations: 1000 }));
    renderPage(platform);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove PIN' }));
    typePin('1111');
    expect(await screen.findByText('The PIN was removed.')).toBeTruthy();
    await waitFor(async () => expect(await storageOf(platform).get(SECURITY_STORAGE_KEYS.pin)).toBeNull());
    expect(screen.getByRole('button', { name: /Set a PIN/ })).toBeTruthy();
  });

  it('the keypad shows a dot for each digit entered, under 12 keys', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Set a PIN/ }));
    typePin('12');
    expect(screen.getByRole('img', { name: '2 of 4 digits entered' })).toBeTruthy();
    const keys = screen.getByRole('button', { name: '1' }).parentElement!;
    expect(keys.children).toHaveLength(12);
  });
});
