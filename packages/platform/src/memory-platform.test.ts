import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryButton,
  createMemoryPlatform,
  createMemoryVisibilityButton,
  type MemoryPlatformOverrides,
} from './memory-platform';
import type { Platform } from './platform';
import { createMemoryStore } from './storage';

describe('memory platform', () => {
  it('is a Platform', () => {
    const platform = createMemoryPlatform() satisfies Platform;
    expect(platform.kind).toBe('web');
  });

  it('records links, copied text, haptics, closing confirmation and readiness', async () => {
    const platform = createMemoryPlatform();
    platform.openLink('https://example.com/terms');
    platform.openTelegramLink('https://t.me/wallet_support');
    await platform.clipboard.writeText('TXYZ-address');
    platform.haptics.impact('heavy');
    platform.haptics.notification('error');
    platform.closingConfirmation.enable();
    platform.ready();
    expect(platform.openedLinks).toEqual(['https://example.com/terms']);
    expect(platform.openedTelegramLinks).toEqual(['https://t.me/wallet_support']);
    expect(platform.copiedTexts).toEqual(['TXYZ-address']);
    expect(platform.hapticsLog).toEqual(['impact:heavy', 'notification:error']);
    expect(platform.isClosingConfirmationEnabled()).toBe(true);
    expect(platform.isReady()).toBe(true);
    platform.closingConfirmation.disable();
    expect(platform.isClosingConfirmationEnabled()).toBe(false);
  });

  it('records bank visits: a browser tab leaves, a mini-app stays', () => {
    const web = createMemoryPlatform();
    expect(web.leaveForBank('https://bank.test/1')).toBe('left');
    expect(web.bankVisits).toEqual(['https://bank.test/1']);
    const telegram = createMemoryPlatform({
      kind: 'telegram',
      launch: { startParam: null, isMiniApp: true, platform: 'android', initData: 'x' },
    });
    expect(telegram.leaveForBank('https://bank.test/2')).toBe('stayed');
    expect(telegram.bankVisits).toEqual(['https://bank.test/2']);
    expect(telegram.openedLinks).toEqual([]);
  });

  it('keeps the main button history and answers clicks only while it is shown and enabled', () => {
    const { mainButton } = createMemoryPlatform();
    const onClick = vi.fn();
    mainButton.onClick(onClick);
    mainButton.click();
    mainButton.set({ text: 'Send', disabled: true });
    mainButton.click();
    mainButton.set({ text: 'Send', loading: true });
    mainButton.click();
    mainButton.set({ text: 'Send' });
    mainButton.click();
    mainButton.set(null);
    mainButton.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(mainButton.history).toEqual([
      { text: 'Send', disabled: true },
      { text: 'Send', loading: true },
      { text: 'Send' },
      null,
    ]);
  });

  it('stops calling a click handler once it unsubscribed', () => {
    const { backButton } = createMemoryPlatform();
    const onBack = vi.fn();
    const unsubscribe = backButton.onClick(onBack);
    backButton.setVisible(true);
    backButton.click();
    unsubscribe();
    backButton.click();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  const optionalCapabilities = [
    'secondaryButton',
    'secureStorage',
    'share',
    'scanQr',
    'requestContact',
  ] as const;
  const given: Required<Pick<MemoryPlatformOverrides, (typeof optionalCapabilities)[number]>> = {
    secondaryButton: createMemoryButton(),
    secureStorage: createMemoryStore(),
    share: async () => undefined,
    scanQr: async () => 'tron:TXYZ',
    requestContact: async () => ({ phoneNumber: '+989121234567' }),
  };

  it.each(optionalCapabilities)('leaves %s out unless the test gives it', (capability) => {
    expect(createMemoryPlatform()[capability]).toBeUndefined();
    expect(createMemoryPlatform({ [capability]: given[capability] })[capability]).toBe(given[capability]);
  });

  it('has a settings button unless the test takes it away', () => {
    expect(createMemoryPlatform().settingsButton).toBeDefined();
    expect(createMemoryPlatform({ settingsButton: undefined }).settingsButton).toBeUndefined();
    const settingsButton = createMemoryVisibilityButton();
    expect(createMemoryPlatform({ settingsButton }).settingsButton).toBe(settingsButton);
  });

  it('changes the theme and tells the listeners until they unsubscribe', () => {
    const { theme } = createMemoryPlatform();
    const onChange = vi.fn();
    const unsubscribe = theme.onChange(onChange);
    theme.change({ colorScheme: 'dark', backgroundColor: '#17212b' });
    expect([theme.colorScheme(), theme.backgroundColor()]).toEqual(['dark', '#17212b']);
    unsubscribe();
    theme.change({ colorScheme: 'light' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(theme.backgroundColor()).toBe('#17212b');
  });
});
