export { ChequeCaptchaPage } from './cheque-captcha-page';
