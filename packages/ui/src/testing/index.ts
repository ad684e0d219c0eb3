export { createFakeApi, renderWithProviders, testSession, type FakeApi, type FakeRoutes } from './render';
export { ConfirmOutTestStep } from './confirm-out';
export { NOTIFICATION_SETTINGS } from './notification-settings';
