// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPin, verifyPin } from '@wallet/core';
import { ThemeRoot } from '@wallet/kit';
import {
  createMemoryBiometry,
  createMemoryPlatform,
  createTypedStorage,
  type MemoryPlatform,
} from '@wallet/platform';
import { ConfirmOutProvider, useMoneyCall } from '@wallet/ui/money-call';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { securityFeature } from '../module';
import { SECURITY_STORAGE_KEYS } from '../storage-keys';

afterEach(() => cleanup());

const PIN = '2580';
const OFF = { methods: [], withdrawBlockedUntil: null };
const SMS_ON = {
  methods: [{ type: 'SMS', destination: '0912***0000', enabledAt: '2026-11-01T10:00:00.000Z' }],
  withdrawBlockedUntil: null,
};

const storageOf = (platform: MemoryPlatform) =>
  createTypedStorage(platform.storage, { versions: platform.storageVersions });

async function withPin(platform = createMemoryPlatform()) {
  await storageOf(platform).set(SECURITY_STORAGE_KEYS.pin, await hashPin(PIN, { iterations: 1000 }));
  return platform;
}

/** A money screen as the product's are: one Send that goes through useMoneyCall with confirmOut. */
function SendScreen({ sent }: { sent: string[] }) {
  const money = useMoneyCall(
    async (amount: string) => {
      sent.push(amount);
      return 'sent';
    },
    { name: 'testSend', request: (amount) => amount, confirmOut: true },
  );
  return (
    <>
      <button onClick={() => money.send('5')}>Send</button>
      {money.data ? <p>Money sent</p> : null}
    </>
  );
}

function renderSend(
  platform: MemoryPlatform,
  { features = ['PIN_CODE'], twoFactor = OFF as unknown, logOut = async () => {} } = {},
) {
  const sent: string[] = [];
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': { featuresList: features, coins: [] },
    'GET /v2/2fa/status': twoFactor,
  });
  renderWithProviders(
    <ThemeRoot appearance="light">
      <ConfirmOutProvider step={securityFeature.confirmOut}>
        <SendScreen sent={sent} />
      </ConfirmOutProvider>
    </ThemeRoot>,
    { platform, api: fake.api, session: { logOut } },
  );
  return { sent, fake };
}

const typePin = (pin: string) => {
  for (const digit of pin) fireEvent.click(screen.getByRole('button', { name: digit }));
};
// The step's code loads at the first send: on a busy machine that can take over a second.
const LOADED = { timeout: 5000 };
const pinPad = () => screen.findByRole('group', { name: 'Enter your PIN to send' }, LOADED);
const offer = () => screen.findByRole('dialog', { name: 'Protect your money with a PIN' }, LOADED);
const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the confirm step before money out', () => {
  it('[SEC-02] with a PIN set, asks for it: a wrong PIN sends nothing, the right one sends once', async () => {
    const platform = await withPin();
    const { sent } = renderSend(platform);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await pinPad();
    typePin('1111');
    expect(await screen.findByText(/Wrong PIN\. Try again\./)).toBeTruthy();
    expect(screen.getByText(/Tries left before you are logged out: 4/)).toBeTruthy();
    await tick();
    expect(sent).toEqual([]);
    typePin(PIN);
    await screen.findByText('Money sent');
    expect(sent).toEqual(['5']);
    expect(screen.queryByRole('group', { name: 'Enter your PIN to send' })).toBeNull();
    // The right PIN starts the wrong tries over, as at the lock.
    expect((await storageOf(platform).get(SECURITY_STORAGE_KEYS.pin))?.wrongAttempts).toBe(0);
  });

  it('asks again at the next send, and closing the keypad sends nothing', async () => {
    const platform = await withPin();
    const { sent } = renderSend(platform);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await pinPad();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Enter your PIN to send' })).toBeNull());
    await tick();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await pinPad();
    typePin(PIN);
    await waitFor(() => expect(sent).toEqual(['5']));
  });

  it('the 5th wrong PIN in a row ends the session and sends nothing, as at the lock', async () => {
    const platform = createMemoryPlatform();
    await storageOf(platform).set(SECURITY_STORAGE_KEYS.pin, {
      ...(await hashPin(PIN, { iterations: 1000 })),
      wrongAttempts: 4,
    });
    const logOuts: unknown[] = [];
    const { sent } = renderSend(platform, {
      logOut: async (options?: unknown) => void logOuts.push(options),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await pinPad();
    typePin('1111');
    await waitFor(() => expect(logOuts).toEqual([{ isPinLockout: true }]));
    expect(sent).toEqual([]);
  });

  it('takes biometrics where the host offers them, in place of the PIN', async () => {
    const platform = await withPin(createMemoryPlatform({ biometry: createMemoryBiometry() }));
    const { sent } = renderSend(platform);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await pinPad();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm with biometrics' }));
    await waitFor(() => expect(sent).toEqual(['5']));
    expect(platform.biometry?.prompts).toEqual(['Confirm sending money']);
  });

  it('with no PIN and no two-factor, offers a PIN first; one set there lets the money go and is asked next time', async () => {
    const platform = createMemoryPlatform();
    const { sent } = renderSend(platform);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await offer()).toBeTruthy();
    expect(
      screen.getByText('Without a PIN or two-factor, anyone holding your phone can send your money.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Set a PIN' }));
    await screen.findByRole('group', { name: 'Choose a 4-digit PIN' });
    typePin('1357');
    await screen.findByRole('group', { name: 'Enter the same PIN again' });
    typePin('1357');
    await waitFor(() => expect(sent).toEqual(['5']));
    const record = await storageOf(platform).get(SECURITY_STORAGE_KEYS.pin);
    expect(await verifyPin('1357', record!)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await pinPad();
  });

  it('a skipped offer sends, is remembered, and is not offered at the next send', async () => {
    const platform = createMemoryPlatform();
    const { sent } = renderSend(platform);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await offer();
    fireEvent.click(screen.getByRole('button', { name: 'Send without a PIN' }));
    await waitFor(() => expect(sent).toEqual(['5']));
    expect(await storageOf(platform).get(SECURITY_STORAGE_KEYS.pinOfferSkipped)).toBe(true);
    cleanup();
    // Another visit on the same device: the money goes at once.
    const again = renderSend(platform);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(again.sent).toEqual(['5']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the offer sends nothing and offers it again', async () => {
    const platform = createMemoryPlatform();
    const { sent } = renderSend(platform);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await offer();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await tick();
    expect(sent).toEqual([]);
    expect(await storageOf(platform).get(SECURITY_STORAGE_KEYS.pinOfferSkipped)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await offer()).toBeTruthy();
  });

  it('offers nothing when two-factor is on, and asks nothing with the PIN feature off', async () => {
    const withTwoFactor = renderSend(createMemoryPlatform(), { twoFactor: SMS_ON });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(withTwoFactor.sent).toEqual(['5']), LOADED);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const featureOff = renderSend(await withPin(), { features: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(featureOff.sent).toEqual(['5']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
