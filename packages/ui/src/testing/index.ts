export { createFakeApi, renderWithProviders, testSession, type FakeApi, type FakeRoutes } from './render';
