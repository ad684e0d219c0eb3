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

/**
 * The user's level, level 1's steps and level 2's round; polled while the personal information or the
 * documents are being checked.
 */
export function useKycInfo(options: { isPolling?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: kycKeys.info(),
    queryFn: ({ signal }) => api.kycInfo(undefined, { signal }),
    refetchInterval: (query) => {
      const data = query.state.data;
      const isChecking = data?.level1Status === 'CHECKING' || data?.level2Status === 'CHECKING';
      return options.isPolling && isChecking ? KYC_REVIEW_POLL_MS : false;
    },
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
