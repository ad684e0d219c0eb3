import type { BankInfo } from '@wallet/api';
import { useSession } from '@wallet/ui';

/** The bank's Persian name in Persian, its English name in every other language. */
export function BankName({ bank }: { bank: BankInfo }) {
  const { language } = useSession();
  return <>{language === 'fa' ? bank.nameFa : bank.name}</>;
}
