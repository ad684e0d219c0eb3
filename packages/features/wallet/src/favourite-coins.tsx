import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { UserAssets } from '@wallet/api';
import { Card, Hint, Row, RowLink, RowList, Section, Skeleton, Stack, TextButton } from '@wallet/kit';
import { buildPath, PriceChange, useFormat } from '@wallet/ui';
import type { DisplayCurrency } from './balance-card';
import { CoinRow, useMoney } from './coin-row';

/** Spec 000 §2: the favourite coins with their 24 h change, price and the user's value. */
export function FavouriteCoins({
  assets,
  currency,
  onManage,
}: {
  assets: UserAssets | undefined;
  currency: DisplayCurrency;
  onManage: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const money = useMoney(currency);
  const favourites = assets?.tokens.filter((token) => token.favorite) ?? [];
  return (
    <Section
      title={t`Favourite coins`}
      action={
        <TextButton onClick={onManage} disabled={!assets}>
          {t`Manage watch list`}
        </TextButton>
      }
    >
      {!assets ? (
        <Stack gap={2} aria-hidden="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : favourites.length === 0 ? (
        <Card>
          <Hint isCentered>
            <Trans>No favourite coins yet. Star coins in the watch list to follow them here.</Trans>
          </Hint>
        </Card>
      ) : (
        <RowList label={t`Favourite coins`}>
          {favourites.map((token) => (
            <Row key={token.token} isDimmed={!token.listed}>
              <Link href={buildPath('coin', { token: token.token })} asChild>
                <RowLink>
                  <CoinRow
                    token={token}
                    end={
                      <>
                        <span>{money.price(token)}</span>
                        <PriceChange percent={money.change(token)} />
                      </>
                    }
                    endNote={`${format.amount(token.balance.amount.number, 8)} · ${money.value(token)}`}
                  />
                </RowLink>
              </Link>
            </Row>
          ))}
        </RowList>
      )}
    </Section>
  );
}
