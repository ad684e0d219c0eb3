export { GatewayPage } from './gateway-page';
export { PaymentResultPage, ResultPage } from './payment-result-page';
