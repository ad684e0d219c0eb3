import { useLingui } from '@lingui/react/macro';
import type { BankInfo, DirectDebitContract, DirectDebitContractStatus } from '@wallet/api';
import { useSession } from '@wallet/ui';

/** The bank's name in the user's language (Persian in fa, English otherwise). */
export function useBankName(): (bank: BankInfo) => string {
  const { language } = useSession();
  return (bank) => (language === 'fa' ? bank.nameFa : bank.name);
}

export function useStatusText(): Record<DirectDebitContractStatus, string> {
  const { t } = useLingui();
  return {
    CREATING: t`Waiting for your approval at the bank`,
    PENDING: t`Being created`,
    ACTIVE: t`Active`,
    FAILED: t`Contract creation failed`,
    CANCELLED: t`Cancelled`,
  };
}

export const isOpen = (contract: DirectDebitContract) =>
  contract.status === 'CREATING' || contract.status === 'PENDING' || contract.status === 'ACTIVE';
