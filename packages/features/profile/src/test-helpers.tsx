import type { ReactNode } from 'react';
import type { Session as ApiSession, UserInformation } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import type { Session } from '@wallet/ui';
import {
  createFakeApi,
  NOTIFICATION_SETTINGS,
  renderWithProviders,
  type FakeRoutes,
} from '@wallet/ui/testing';

export const USER: UserInformation = {
  id: '42',
  displayName: 'رضا کریمی',
  officialFirstName: 'رضا',
  officialLastName: 'کریمی',
  username: 'reza',
  language: 'en',
  currency: 'IRT',
  level: 'LEVEL_1_IR',
  region: 'IR',
  sessionId: '7',
  signupDate: '2026-01-02T10:00:00.000Z',
  profileUrl: null,
  intercomHmac: 'hmac',
  phoneNumbers: [
    { number: '+989121234567', primary: true },
    { number: '+989351112233', primary: false },
  ],
  emails: [{ address: 'reza@example.com', primary: true }],
};

export const session = (id: string, extra: Partial<ApiSession> = {}): ApiSession => ({
  id,
  current: false,
  platform: 'WEB',
  os: 'LINUX',
  ip: `10.0.0.${id}`,
  deviceInformation: { persistentId: `device-${id}`, fingerprint: 'f', spec: {} },
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-23T10:00:00.000Z',
  ...extra,
});

/** Renders a profile page inside a ThemeRoot, as the shell does, against a fake API. */
export function open(
  node: ReactNode,
  path: string,
  routes: FakeRoutes = {},
  sessionOverrides: Partial<Session> = {},
  platform = createMemoryPlatform(),
) {
  const fake = createFakeApi({
    'GET /v1/user/whoami': USER,
    'GET /v1/profile/notification-settings': NOTIFICATION_SETTINGS,
    ...routes,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    platform,
    session: { language: 'en', ...sessionOverrides },
  });
  return { ...view, ...fake, platform };
}

export const bodyOf = async (requests: Request[], key: string) => {
  const request = requests.find((r) => `${r.method} ${new URL(r.url).pathname}` === key);
  if (!request) throw new Error(`no request ${key}`);
  return request.clone().json() as Promise<Record<string, unknown>>;
};
export { NOTIFICATION_SETTINGS };
