import { describe, expect, it } from 'vitest';
import { shareResultOf, shareStartLink } from './share-message';

describe('a shared item’s start link', () => {
  it('adds the start code to the mini-app’s t.me link, replacing one it had', () => {
    expect(shareStartLink('https://t.me/wallet_bot/app', 'c-1')).toBe(
      'https://t.me/wallet_bot/app?startapp=c-1',
    );
    expect(shareStartLink('https://t.me/wallet_bot/app?mode=compact', 'g-2')).toBe(
      'https://t.me/wallet_bot/app?mode=compact&startapp=g-2',
    );
    expect(shareStartLink('https://t.me/wallet_bot/app?startapp=old', 'c-1-r3')).toBe(
      'https://t.me/wallet_bot/app?startapp=c-1-r3',
    );
  });
});

describe('a shared item’s message', () => {
  const item = {
    target: { kind: 'giveaway' as const, giveawayId: '8' },
    title: 'Giveaway',
    description: '3 winners',
    text: 'Join the giveaway',
  };

  it('is an article with one Open button to the item', () => {
    expect(shareResultOf(item, 'https://t.me/wallet_bot/app', 'Open')).toEqual({
      type: 'article',
      id: 'g-8',
      title: 'Giveaway',
      description: '3 winners',
      input_message_content: { message_text: 'Join the giveaway' },
      reply_markup: {
        inline_keyboard: [[{ text: 'Open', url: 'https://t.me/wallet_bot/app?startapp=g-8' }]],
      },
    });
  });

  it('is a photo captioned with the text when the item has a picture', () => {
    const photo = shareResultOf(
      { ...item, photoUrl: 'https://cdn.example/b.jpg' },
      'https://t.me/b/app',
      'باز کردن',
    );
    expect(photo).toMatchObject({
      type: 'photo',
      photo_url: 'https://cdn.example/b.jpg',
      caption: 'Join the giveaway',
    });
  });
});
