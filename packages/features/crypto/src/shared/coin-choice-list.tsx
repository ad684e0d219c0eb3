import { useLingui } from '@lingui/react/macro';
import type { CoinConfig } from '@wallet/api';
import { CoinIcon } from '@wallet/kit';
import { coinName, useSession } from '@wallet/ui';
import { DisabledRow, LinkRow, RowBadge, RowList } from '@wallet/ui/row-list';

export interface CoinChoice {
  coin: CoinConfig;
  /** Where choosing it goes; null when it cannot be chosen (greyed out, with the badge saying why). */
  href: string | null;
  hint: string;
  badge?: string;
}

/** The coins a flow starts from: each with its hint, and greyed out with a badge when its feature is off. */
export function CoinChoiceList({ choices }: { choices: CoinChoice[] }) {
  const { t } = useLingui();
  const { language } = useSession();
  return (
    <RowList label={t`Coins`}>
      {choices.map(({ coin, href, hint, badge }) => {
        const row = {
          title: coinName(coin.name, language),
          before: <CoinIcon symbol={coin.token} />,
          subtitle: hint,
          after: badge ? <RowBadge>{badge}</RowBadge> : undefined,
        };
        return href ? (
          <LinkRow key={coin.token} href={href} {...row} />
        ) : (
          <DisabledRow key={coin.token} {...row} />
        );
      })}
    </RowList>
  );
}
