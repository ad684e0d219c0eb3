export { createFakeApi, renderWithProviders, testSession, type FakeApi, type FakeRoutes } from './render';
export { ConfirmOutTestStep } from './confirm-out';
