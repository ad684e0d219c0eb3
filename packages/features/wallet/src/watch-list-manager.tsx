import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { UserAssets } from '@wallet/api';
import { isZero, searchTokens } from '@wallet/core';
import { SearchField } from '@wallet/kit';
import { useBackButton } from '@wallet/platform';
import { StarButton, useWatchListToggle } from '@wallet/ui';
import { coinClass, CoinRow } from './coin-row';

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
  const tabs: { id: Tab; label: string }[] = [
    { id: 'all', label: t`All` },
    { id: 'assets', label: t`Assets` },
  ];
  return (
    <div className="dash-manager" role="dialog" aria-modal="true" aria-labelledby="dash-manager-title">
      <div className="dash-manager__head">
        <h2 id="dash-manager-title">{t`Watch list`}</h2>
        <button type="button" className="dash-link" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <SearchField
        inputRef={searchRef}
        label={t`Search coins`}
        placeholder={t`Search coins`}
        value={query}
        onChange={setQuery}
      />
      <div role="tablist" className="dash-tabs" aria-label={t`Coin groups`}>
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            aria-selected={tab === entry.id}
            className="dash-tab"
            onClick={() => setTab(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="dash-empty">{t`No coin matches your search.`}</p>
      ) : (
        <ul className="dash-coins" aria-label={t`Coins`}>
          {shown.map((token) => (
            <li key={token.token} className={coinClass(token, 'dash-coin')}>
              <CoinRow
                token={token}
                end={
                  <StarButton
                    token={token.token}
                    isFavourite={token.favorite}
                    disabled={isPending}
                    onToggle={() => toggle(token.token, !token.favorite)}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
