import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

// The claim's picture captcha is drawn by svg-captcha (a kept library, not drawing of our own), as an SVG the
// client shows in an <img>, so no script of the picture can run in the page.

/** Characters that cannot be misread for one another in a noisy picture; answers are compared case-insensitively. */
const CAPTCHA_CHARACTERS = 'abcdefhjkmnprstuvwxyz2345678';
const CAPTCHA_LENGTH = 5;

export interface DrawnCaptcha {
  id: string;
  /** What the picture says, lower case. */
  answer: string;
  /** The picture as a data URL. */
  image: string;
}

export function drawCaptcha(): DrawnCaptcha {
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CAPTCHA_CHARACTERS,
    noise: 2,
    width: 160,
    height: 56,
  });
  return {
    id: randomBytes(12).toString('hex'),
    answer: text.toLowerCase(),
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
  };
}

/** A captchaToken read as the captcha's id and the typed answer; null when it has not that form. */
export function readCaptchaToken(token: string): { id: string; answer: string } | null {
  const match = /^([0-9a-f]{24})\.(.+)$/.exec(token.trim());
  return match ? { id: match[1]!, answer: match[2]!.trim().toLowerCase() } : null;
}

/** The token a user who read the picture right sends: its id, a dot, the answer. */
export const captchaTokenOf = (id: string, answer: string) => `${id}.${answer}`;
