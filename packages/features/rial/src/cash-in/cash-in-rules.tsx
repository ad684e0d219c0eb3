import { useLingui } from '@lingui/react/macro';
import type { CashInInstructions } from '@wallet/api';
import { MessageBox } from '@wallet/kit';

/** RIAL-09: pay with the code, from the user's own registered account, never through a bridge account. */
export function CashInRules({ rules }: { rules: CashInInstructions['rules'] }) {
  const { t } = useLingui();
  const texts: Record<CashInInstructions['rules'][number], string> = {
    USE_CASH_IN_CODE: t`Write your deposit code in the transfer’s payment ID field.`,
    FROM_OWN_REGISTERED_IBAN: t`Pay only from your own bank account, whose IBAN you have registered in Financial information.`,
    NO_BRIDGE_ACCOUNT: t`Do not pay through a bridge account or someone else’s account.`,
  };
  return (
    <MessageBox tone="warning" title={t`Rules`}>
      <ul className="cash-in-rules" aria-label={t`Rules`}>
        {rules.map((rule) => (
          <li key={rule}>{texts[rule]}</li>
        ))}
      </ul>
      <p>{t`A transfer without your code, or from an account that is not yours, is returned to the account it came from.`}</p>
    </MessageBox>
  );
}
