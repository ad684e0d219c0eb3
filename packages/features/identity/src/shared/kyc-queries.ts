import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { KycInfo } from '@wallet/api';
import { queryKeys, useApi, useSession } from '@wallet/ui';

/** While a review is under way, the KYC state is read again this often. */
export const KYC_REVIEW_POLL_MS = 3000;

export const kycKeys = {
  all: () => ['kyc'] as const,
  info: () => ['kyc', 'info'] as const,
  failureReason: () => ['kyc', 'failure-reason'] as const,
};

/** The user's level and level 1's steps; polled while the personal information is being checked. */
export function useKycInfo(options: { isPolling?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: kycKeys.info(),
    queryFn: ({ signal }) => api.kycInfo(undefined, { signal }),
    refetchInterval: (query) =>
      options.isPolling && query.state.data?.level1Status === 'CHECKING' ? KYC_REVIEW_POLL_MS : false,
  });
}

/** Why the last personal-information check failed (spec 001 §7). */
export function useFailureReason() {
  const api = useApi();
  return useQuery({
    queryKey: kycKeys.failureReason(),
    queryFn: ({ signal }) => api.personalInformationFailureReason(undefined, { signal }),
  });
}

/** Clears the cached KYC info and whoami: a change of KYC state can change the level (spec 000 §4). */
export function useForgetKyc() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycKeys.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.whoami() }),
      ]),
    [queryClient],
  );
}

export interface PersonalInformation {
  nationalId: string;
  birthDate: string;
  phoneNumber: string;
}

/** Sends level 1's form; the pending sign-up is done once it is sent. */
export function useSendPersonalInformation(onSent: (info: KycInfo) => void) {
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const forgetKyc = useForgetKyc();
  return useMutation({
    mutationFn: (form: PersonalInformation) =>
      api.sendPersonalInformation({ body: { ...form, accept: true } }),
    onSuccess: async (info) => {
      await forgetKyc();
      queryClient.setQueryData(kycKeys.info(), info);
      await session.finishSignup();
      onSent(info);
    },
  });
}
