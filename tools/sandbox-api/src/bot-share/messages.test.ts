import { describe, expect, it } from 'vitest';
import { chequeShareItem, shareAmount, shareLanguageOf, shareResultIn } from './messages';

const LINK = 'https://t.me/wallet_sandbox_bot/app';
const CHEQUE = {
  id: '42',
  token: 'IRT',
  activationPrize: '1000',
  left: '9000',
  message: null,
  referredById: null,
};

describe('a cheque’s shared message', () => {
  it('in Persian: Persian digits, Toman by name, the button «باز کردن» to c-<id>', () => {
    const item = chequeShareItem(CHEQUE, 'fa');
    expect(item).toEqual({
      target: { kind: 'cheque', chequeId: '42', referredById: null },
      title: 'چک هدیه ۱٬۰۰۰ تومان',
      description: '۹٬۰۰۰ تومان مانده',
      text: '🎁 با این چک ۱٬۰۰۰ تومان هدیه بگیرید!',
      photoUrl: null,
    });
    expect(shareResultIn(item, LINK, 'fa')).toEqual({
      type: 'article',
      id: 'c-42',
      title: item.title,
      description: item.description,
      input_message_content: { message_text: item.text },
      reply_markup: { inline_keyboard: [[{ text: 'باز کردن', url: `${LINK}?startapp=c-42` }]] },
    });
  });

  it('in English, with the creator’s message first and the sharer as the referrer', () => {
    const item = chequeShareItem(
      {
        ...CHEQUE,
        token: 'USDT',
        activationPrize: '0.5',
        left: '12.25',
        message: 'Happy Yalda',
        referredById: '7',
      },
      'en',
    );
    expect(item.title).toBe('Gift cheque: 0.5 USDT');
    expect(item.description).toBe('12.25 USDT left');
    expect(item.text).toBe('Happy Yalda\n\n🎁 Claim 0.5 USDT with this cheque!');
    expect(shareResultIn(item, LINK, 'en').reply_markup.inline_keyboard[0]![0]).toEqual({
      text: 'Open',
      url: `${LINK}?startapp=c-42-r7`,
    });
  });

  it('is a photo with the text as its caption when the item has a picture', () => {
    const item = { ...chequeShareItem(CHEQUE, 'en'), photoUrl: 'https://cdn.example/c.jpg' };
    expect(shareResultIn(item, LINK, 'en')).toMatchObject({
      type: 'photo',
      id: 'c-42',
      photo_url: 'https://cdn.example/c.jpg',
      thumbnail_url: 'https://cdn.example/c.jpg',
      caption: item.text,
    });
  });

  it('groups thousands and keeps a large amount whole', () => {
    expect(shareAmount('1234567.891', 'USDT', 'en')).toBe('1,234,567.891 USDT');
    expect(shareAmount('1234567', 'IRT', 'fa')).toBe('۱٬۲۳۴٬۵۶۷ تومان');
  });

  it('is written in Persian for Persian users and in English for the other languages', () => {
    expect(['fa', 'en', 'fr', 'ru', 'zh', null].map(shareLanguageOf)).toEqual([
      'fa',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});
