import { eq } from 'drizzle-orm';
import { defineControl } from '../context';
import { ApiFailure } from '../errors';
import { captchaTokenOf } from './captcha';
import { adChequeCaptchas } from './tables';

/**
 * GET /__sandbox/captcha/:captchaId: what a user would read in the picture, and the captchaToken that claims with
 * it, for tests and demos (only with the controls on).
 */
export const captchaControl = defineControl({
  method: 'GET',
  path: 'captcha/:captchaId',
  run: async (sb, { params }) => {
    const id = params.captchaId ?? '';
    const [captcha] = await sb.db.select().from(adChequeCaptchas).where(eq(adChequeCaptchas.id, id));
    if (!captcha) throw new ApiFailure(404, 'NOT_FOUND', 'no such captcha');
    return { answer: captcha.answer, captchaToken: captchaTokenOf(captcha.id, captcha.answer) };
  },
});
