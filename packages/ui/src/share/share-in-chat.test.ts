import { describe, expect, it, vi } from 'vitest';
import { createMemoryPlatform } from '@wallet/platform';
import { shareInChat, startAppLink, type ChatShare } from './share-in-chat';

const CHEQUE: ChatShare = {
  preparedMessageId: 'prep-7',
  inlineQuery: 'c-42',
  link: 'https://t.me/wallet_bot/app?startapp=c-42',
  text: 'A cheque for you',
};

describe('sharing into a chat', () => {
  it('sends the prepared message through the messenger where it can, and says whether it went', async () => {
    const shareMessage = vi.fn(async (id: string) => id === 'prep-7');
    const platform = createMemoryPlatform({ shareMessage, switchInlineQuery: vi.fn() });
    expect(await shareInChat(platform, CHEQUE)).toBe('sent');
    expect(shareMessage).toHaveBeenCalledWith('prep-7');
    expect(await shareInChat(platform, { ...CHEQUE, preparedMessageId: 'prep-gone' })).toBe('notSent');
    expect(platform.copiedTexts).toEqual([]);
  });

  it("falls back to the bot's inline results where the host has no prepared-message dialog", async () => {
    const switchInlineQuery = vi.fn();
    const platform = createMemoryPlatform({ switchInlineQuery });
    expect(await shareInChat(platform, CHEQUE)).toBe('inlineQuery');
    expect(switchInlineQuery).toHaveBeenCalledWith('c-42', ['users', 'groups', 'channels']);
  });

  it('uses the inline results when the server prepared no message', async () => {
    const shareMessage = vi.fn(async () => true);
    const switchInlineQuery = vi.fn();
    const platform = createMemoryPlatform({ shareMessage, switchInlineQuery });
    expect(await shareInChat(platform, { ...CHEQUE, preparedMessageId: null })).toBe('inlineQuery');
    expect(shareMessage).not.toHaveBeenCalled();
  });

  it("gives the link to the host's share sheet, and a closed sheet sends nothing", async () => {
    const share = vi.fn(async () => undefined);
    const platform = createMemoryPlatform({ share });
    expect(await shareInChat(platform, CHEQUE)).toBe('sharedLink');
    expect(share).toHaveBeenCalledWith({ text: 'A cheque for you', url: CHEQUE.link });
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    expect(await shareInChat(platform, CHEQUE)).toBe('notSent');
  });

  it('copies the t.me link in a browser with nothing else', async () => {
    const platform = createMemoryPlatform();
    expect(await shareInChat(platform, CHEQUE)).toBe('copied');
    expect(platform.copiedTexts).toEqual([CHEQUE.link]);
  });
});

describe('a start link', () => {
  it("adds the start parameter to the bot's mini-app link", () => {
    expect(startAppLink('https://t.me/wallet_bot/app', 'c-42-r7')).toBe(
      'https://t.me/wallet_bot/app?startapp=c-42-r7',
    );
    expect(startAppLink('https://t.me/wallet_bot/app?startapp=old', 'g-3')).toBe(
      'https://t.me/wallet_bot/app?startapp=g-3',
    );
  });
});
