import type { Domain } from '../context';
import { expireCheques } from './closing';
import { captchaControl } from './controls';
import { adChequeHandlers } from './handlers';

/** Ad cheques (spec 000 §3; 001 §7; SHOP-07, SHOP-08): the calls, the claim's captcha, the pot's time limit. */
export const adChequesDomain = {
  name: 'ad-cheques',
  handlers: adChequeHandlers,
  watchers: [{ what: 'ad cheque expiry', pass: expireCheques }],
  controls: [captchaControl],
} satisfies Domain;
