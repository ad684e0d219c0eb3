import { useLingui } from '@lingui/react/macro';
import { usePlatform } from '@wallet/platform';
import { useApi, useNotify } from '@wallet/ui';

/** Shares the user's invitation: the host's share sheet where there is one, else Telegram's share link. */
export function useReferralShare(): () => Promise<void> {
  const { t } = useLingui();
  const api = useApi();
  const platform = usePlatform();
  const notify = useNotify();
  return async () => {
    try {
      const details = await api.referralDetails();
      const url = `${window.location.origin}/dashboard?referralCode=${encodeURIComponent(details.invitationCode)}`;
      const text = t`Join me on the wallet: crypto and Toman in one place.`;
      if (platform.share) await platform.share({ text, url });
      else {
        platform.openTelegramLink(
          `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
        );
      }
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      notify.error(failure);
    }
  };
}
