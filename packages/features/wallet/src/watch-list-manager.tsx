import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { UserAssets } from '@wallet/api';
import { isZero, searchTokens } from '@wallet/core';
import { Card, Hint, Overlay, Row, RowList, SearchField, Tabs, TextButton } from '@wallet/kit';
import { useBackButton } from '@wallet/platform';
import { StarButton, useWatchListToggle } from '@wallet/ui';
import { CoinRow } from './coin-row';

type Tab = 'all' | 'assets';

/** Spec 000 §2: a full-screen, searchable list with tabs all and assets, where each coin can be starred. */
export function WatchListManager({ assets, onClose }: { assets: UserAssets; onClose: () => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<Tab>('all');
  const { toggle, isPending } = useWatchListToggle();
  const searchRef = useRef<HTMLInputElement>(null);
  useBackButton(onClose);
  useEffect(() => searchRef.current?.focus(), []);

  const inTab =
    tab === 'all' ? assets.tokens : assets.tokens.filter((token) => !isZero(token.balance.amount.number));
  const shown = searchTokens(inTab, query);
  const tabs: { value: Tab; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'assets', label: t`Assets` },
  ];
  return (
    <Overlay look="page" title={t`Watch list`} action={<TextButton onClick={onClose}>{t`Close`}</TextButton>}>
      <SearchField
        inputRef={searchRef}
        label={t`Search coins`}
        placeholder={t`Search coins`}
        value={query}
        onChange={setQuery}
      />
      <Tabs label={t`Coin groups`} tabs={tabs} value={tab} onChange={setTab} />
      {shown.length === 0 ? (
        <Card>
          <Hint isCentered>{t`No coin matches your search.`}</Hint>
        </Card>
      ) : (
        <RowList label={t`Coins`}>
          {shown.map((token) => (
            <Row
              key={token.token}
              isDimmed={!token.listed}
              after={
                <StarButton
                  token={token.token}
                  isFavourite={token.favorite}
                  disabled={isPending}
                  onToggle={() => toggle(token.token, !token.favorite)}
                />
              }
            >
              <CoinRow token={token} />
            </Row>
          ))}
        </RowList>
      )}
    </Overlay>
  );
}
