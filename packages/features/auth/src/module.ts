import { defineFeature, lazyScreen } from '@wallet/ui';

/** Login outside the messenger: phone, then the code sent to it. */
export const authFeature = defineFeature({
  name: 'auth',
  screens: {
    login: lazyScreen(
      () => import('./login-page'),
      (m) => m.LoginPage,
    ),
  },
});
