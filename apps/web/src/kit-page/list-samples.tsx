import { useState } from 'react';
import {
  Button,
  Cell,
  ChevronIcon,
  CoinIcon,
  EmptyState,
  Loading,
  Ltr,
  List,
  QueryBoundary,
  Skeleton,
  Tabs,
} from '@wallet/kit';
import type { Samples } from './samples';

type Group = 'all' | 'assets' | 'watch';

export function ListSamples({ text }: { text: Samples }) {
  const [group, setGroup] = useState<Group>('all');
  return (
    <>
      <Tabs
        label={text.tabsLabel}
        value={group}
        onChange={setGroup}
        tabs={[
          { value: 'all', label: text.tabs.all },
          { value: 'assets', label: text.tabs.assets },
          { value: 'watch', label: text.tabs.watch },
        ]}
      >
        <List title={text.assets} footer={text.assetsFooter}>
          {text.coins.map((coin) => (
            <Cell
              key={coin.symbol}
              before={<CoinIcon symbol={coin.symbol} />}
              subtitle={coin.name}
              after={
                <span className="kit-gallery-amount">
                  <Ltr>{coin.amount}</Ltr>
                  <small>{coin.value}</small>
                </span>
              }
            >
              {coin.symbol}
            </Cell>
          ))}
          <Cell onClick={() => {}} after={<ChevronIcon className="kit-gallery-chevron" />}>
            {text.seeAll}
          </Cell>
        </List>
      </Tabs>
      <div className="kit-gallery-card" aria-busy="true" aria-label={text.loading}>
        {[0, 1].map((row) => (
          <div key={row} className="kit-gallery-row">
            <Skeleton width={40} height={40} isCircle />
            <div className="kit-gallery-stack">
              <Skeleton width="60%" />
              <Skeleton width="35%" height={12} />
            </div>
          </div>
        ))}
      </div>
      <Loading rows={2} />
      <QueryBoundary query={{ status: 'error', refetch: () => {} }} failure={() => text.loadFailure}>
        {() => null}
      </QueryBoundary>
      <div className="kit-gallery-card">
        <EmptyState
          title={text.emptyTitle}
          description={text.emptyText}
          illustration={
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M4 7h16v12H4zM4 7l2-3h12l2 3M9 12h6" />
            </svg>
          }
          action={<Button size="m">{text.emptyAction}</Button>}
        />
      </div>
    </>
  );
}
