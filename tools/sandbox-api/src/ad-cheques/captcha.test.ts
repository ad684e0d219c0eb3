import { describe, expect, it } from 'vitest';
import { captchaTokenOf, drawCaptcha, readCaptchaToken } from './captcha';

describe('the claim captcha', () => {
  it('is an SVG picture as a data URL, with an answer of five plain characters', () => {
    const captcha = drawCaptcha();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(svg).not.toContain('<script');
    expect(captcha.answer).toMatch(/^[a-z2-8]{5}$/);
    expect(captcha.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('draws a new id and picture each time', () => {
    const [a, b] = [drawCaptcha(), drawCaptcha()];
    expect(a.id).not.toBe(b.id);
    expect(a.image).not.toBe(b.image);
  });

  it.each([
    ['an id and the answer', `${'a'.repeat(24)}.XyZ12`, { id: 'a'.repeat(24), answer: 'xyz12' }],
    ['spaces around', ` ${'b'.repeat(24)}. abc `, { id: 'b'.repeat(24), answer: 'abc' }],
    ['no dot', 'a'.repeat(24), null],
    ['a short id', 'abc.def', null],
    ['no answer', `${'a'.repeat(24)}.`, null],
  ])('reads a token with %s', (_, token, expected) => {
    expect(readCaptchaToken(token)).toEqual(expected);
  });

  it('reads back the token it makes', () => {
    const { id, answer } = drawCaptcha();
    expect(readCaptchaToken(captchaTokenOf(id, answer))).toEqual({ id, answer });
  });
});
