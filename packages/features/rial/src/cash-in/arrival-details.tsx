import { useLingui } from '@lingui/react/macro';
import type { CashInInstructions, CashInMethod } from '@wallet/api';
import { DetailList } from '@wallet/kit';
import { useFormat, useSession } from '@wallet/ui';
import { formatTehranTime } from './tehran-time';

/**
 * When the money arrives: the next PAYA cycle and the time a PAYA transfer sent now is credited by (spec 001
 * §9: up to IDENTIFIED_DEPOSIT_CREDIT_MINUTES after the first cycle), the day's cycles, and for Pol and SATNA
 * their own pace and bounds.
 */
export function ArrivalDetails({
  instructions,
  method,
}: {
  instructions: CashInInstructions;
  method: CashInMethod;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const cycleTimes = instructions.payaCycleTimes.map(format.digits).join(language === 'fa' ? '، ' : ', ');
  const minutes = format.digits(String(instructions.creditMinutesAfterCycle));
  const polMax = format.toman(instructions.polMaxAmount);
  const satnaMin = format.toman(instructions.satnaMinAmount);
  const min = format.toman(instructions.minAmount);
  const isPol = method === 'POL';
  return (
    <section className="cash-in-card" aria-label={t`When it arrives`}>
      <h2 className="cash-in-card__title">{t`When it arrives`}</h2>
      {isPol ? (
        <p>{t`Pol transfers settle in seconds: yours is credited as soon as it arrives, up to ${polMax} Toman a transfer.`}</p>
      ) : (
        <DetailList
          rows={[
            {
              label: t`Next PAYA cycle`,
              value: formatTehranTime(instructions.nextPayaCycleAt, language),
            },
            {
              label: t`A PAYA transfer sent now is credited by`,
              value: formatTehranTime(instructions.creditedBy, language),
            },
            { label: t`PAYA cycles (Tehran time)`, value: cycleTimes },
          ]}
        />
      )}
      {!isPol && (
        <p className="cash-in-card__hint">
          {t`A PAYA transfer is credited up to ${minutes} minutes after the first PAYA cycle after it reaches the bank.`}
        </p>
      )}
      {method === 'PAYA_SATNA' && (
        <p className="cash-in-card__hint">
          {t`SATNA is for large amounts, from ${satnaMin} Toman, and is credited as soon as it arrives.`}
        </p>
      )}
      <p className="cash-in-card__hint">{t`The smallest deposit is ${min} Toman; a smaller one is returned.`}</p>
    </section>
  );
}
