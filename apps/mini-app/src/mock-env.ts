import { mockTelegramEnv } from '@telegram-apps/sdk-react';

/**
 * Development only: opened alone in a browser, the mini-app pretends Telegram launched it for demo user
 * 700000001. Real signed init data comes from the local host (tools/tg-host) when it runs; without it the
 * placeholder is refused by the API and the app shows its "could not confirm" screen, as it should.
 */
export async function mockTelegramWhenAlone(hostOrigin: string | undefined): Promise<void> {
  if (window.location.hash.includes('tgWebAppData') || sessionStorage.getItem('tapps/launchParams')) return;
  let initData = `user=${encodeURIComponent(JSON.stringify({ id: 700000001, first_name: 'Demo' }))}&auth_date=${Math.floor(Date.now() / 1000)}&signature=none&hash=none`;
  try {
    const answer = await fetch(`${hostOrigin ?? 'http://127.0.0.1:5175'}/__tg-host/launch?user=700000001`);
    if (answer.ok) initData = ((await answer.json()) as { initData: string }).initData;
  } catch {
    // The local host is not running: keep the placeholder.
  }
  const themeParams = {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    secondary_bg_color: '#efeff4',
  } as const;
  const store = new Map<string, string>();
  mockTelegramEnv({
    launchParams: new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '9.0',
      tgWebAppPlatform: 'tdesktop',
      tgWebAppThemeParams: JSON.stringify(themeParams),
    }),
    onEvent(event, next) {
      // A few answers the app waits for; the rest are logged by the SDK's debug mode if enabled.
      const [name, params] = event as unknown as [string, Record<string, unknown> | undefined];
      const receive = (eventType: string, data: unknown) =>
        window.setTimeout(() =>
          (
            window as unknown as { Telegram: { WebView: { receiveEvent(n: string, d: unknown): void } } }
          ).Telegram.WebView.receiveEvent(eventType, data),
        );
      // As Telegram Desktop: no SecureStorage, so the token stays in memory (not a 5 s wait for silence).
      if (name.startsWith('web_app_secure_storage_')) {
        receive('secure_storage_failed', { req_id: params?.req_id, error: 'UNSUPPORTED' });
        return;
      }
      if (name === 'web_app_invoke_custom_method' && params) {
        const { req_id: reqId, method } = params as { req_id: string; method: string };
        const args = (params.params ?? {}) as { key?: string; value?: string; keys?: string[] };
        let result: unknown = true;
        if (method === 'saveStorageValue' && args.key) store.set(args.key, args.value ?? '');
        if (method === 'getStorageValues')
          result = Object.fromEntries((args.keys ?? []).map((key) => [key, store.get(key) ?? '']));
        if (method === 'deleteStorageValues') (args.keys ?? []).forEach((key) => store.delete(key));
        if (method === 'getStorageKeys') result = [...store.keys()];
        receive('custom_method_invoked', { req_id: reqId, result });
        return;
      }
      return next();
    },
  });
}
