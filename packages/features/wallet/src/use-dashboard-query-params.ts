import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isSupportedLanguage } from '@wallet/i18n';
import { useTypedStorage } from '@wallet/platform';
import { useApi, useSession } from '@wallet/ui';
import { WALLET_STORAGE_KEYS } from './storage-keys';

const HANDLED = ['referralCode', 'utm', 'defaultLang'] as const;

/**
 * Spec 000 §2: referralCode sets the referrer, utm is recorded, defaultLang switches the language; the
 * parameters are then taken out of the address. Failures are not the user's concern and stay silent.
 */
export function useDashboardQueryParams(): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const api = useApi();
  const storage = useTypedStorage();
  const session = useSession();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!HANDLED.some((name) => params.has(name)) || handled.current === search) return;
    handled.current = search;
    const referralCode = params.get('referralCode');
    const utm = params.get('utm');
    const language = params.get('defaultLang');
    void (async () => {
      const sent = await storage
        .get(WALLET_STORAGE_KEYS.sentAttribution)
        .catch(() => WALLET_STORAGE_KEYS.sentAttribution.defaultValue);
      const next = { ...sent };
      if (referralCode && sent.referralCode !== referralCode) {
        await api
          .setReferrer({ body: { code: referralCode, source: utm ?? 'dashboard' } })
          .then(() => (next.referralCode = referralCode))
          .catch(() => {});
      }
      if (utm && sent.utm !== utm) {
        await api
          .setUtm({ body: { campaignCode: utm } })
          .then(() => (next.utm = utm))
          .catch(() => {});
      }
      await storage.set(WALLET_STORAGE_KEYS.sentAttribution, next).catch(() => {});
    })();
    if (language && isSupportedLanguage(language)) void session.setLanguage(language);
    for (const name of HANDLED) params.delete(name);
    const rest = params.toString();
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [search, location, navigate, api, storage, session]);
}
