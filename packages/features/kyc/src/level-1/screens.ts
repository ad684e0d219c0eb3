export { KycHubPage } from '../shared/kyc-hub-page';
export { Level1Page } from './level-1-page';
export { RegisterFormPage } from './register-form-page';
export { CheckingPage, ErrorPage, LatePage, OkPage } from './review-pages';
