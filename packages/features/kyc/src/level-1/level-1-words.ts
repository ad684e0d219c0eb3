import { useLingui } from '@lingui/react/macro';
import type { KycLevel1Step, KycStatus } from '@wallet/api';

export function useStepNames(): Record<KycLevel1Step, string> {
  const { t } = useLingui();
  return { PHONE_NUMBER: t`Mobile number`, PERSONAL_INFORMATION: t`Personal information` };
}

export function useStatusWords(): Record<KycStatus, string> {
  const { t } = useLingui();
  return { PENDING: t`To do`, CHECKING: t`Being checked`, SUCCEED: t`Verified`, FAILED: t`Not accepted` };
}
