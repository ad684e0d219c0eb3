export { PinPage } from './pin/pin-page';
export { TwoFactorPage } from './two-factor/two-factor-page';
