import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletApi } from '@wallet/api';
import { useApi, useSession } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { adChequeKeys } from '../shared/ad-cheque-queries';

/** What a claim sends: the cheque, the referrer, the captcha's token and the device. */
export type ClaimBody = Parameters<WalletApi['claimAdCheque']>[0]['body'];

const captchaKey = (chequeId: string, referredById: string | null) =>
  ['shop', 'adCheque', chequeId, 'captcha', referredById] as const;

/** A captcha picture for claiming the cheque, drawn once per visit; `isEnabled` false while claiming cannot be. */
export function useChequeCaptcha(chequeId: string, referredById: string | null, isEnabled: boolean) {
  const api = useApi();
  const { deviceInformation } = useSession();
  return useQuery({
    queryKey: captchaKey(chequeId, referredById),
    queryFn: () => api.adChequeCaptcha({ body: { chequeId, referredById, deviceInformation } }),
    enabled: isEnabled,
    // A picture is good for minutes and each is answered once: never drawn again behind the user's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * The claim with a solved captcha. Each answer is its own request (a token opens one claim only), so a
 * refusal ends it and the next answer goes under a new key.
 */
export function useClaimCheque(chequeId: string, onRefused: (error: unknown) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMoneyCall((body: ClaimBody, headers) => api.claimAdCheque({ body }, headers), {
    name: 'claimAdCheque',
    request: (body) => JSON.stringify(body),
    isEveryRefusalFinal: true,
    isEveryFailureInPage: true,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adChequeKeys.cheque(chequeId) }),
    onError: onRefused,
  });
}
