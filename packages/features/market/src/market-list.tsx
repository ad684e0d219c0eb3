import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useRef } from 'react';
import { Link } from 'wouter';
import type { TokenAsset, UserCurrency } from '@wallet/api';
import { CoinIcon, Row, RowLink, RowList, RowText } from '@wallet/kit';
import { buildPath, coinName, PriceChange, StarButton, useSession, useWatchListToggle } from '@wallet/ui';
import { useWindowList } from '@wallet/ui/window-list';
import { QuotedPrice } from './shared/quote-currency';

/** Every row is this tall (the kit's Row keeps it so), which lets the list skip measuring. */
export const MARKET_ROW_HEIGHT = 64;
/** Rows drawn beyond each edge of the screen, so a fast flick does not show blank space. */
const OVERSCAN_ROWS = 6;

/**
 * The coins with price and 24 h change in the quoted currency, and a star; unlisted coins are greyed out (spec 000 §3). Only the
 * rows on screen (and a few around them) are in the DOM, so thousands of coins scroll as smoothly as ten.
 */
export function MarketList({ tokens, quote }: { tokens: TokenAsset[]; quote: UserCurrency }) {
  const { t } = useLingui();
  const { toggle, isPending } = useWatchListToggle();
  // Rows are memoised, so they get one toggle for the list's lifetime that calls the latest one.
  const latestToggle = useRef(toggle);
  latestToggle.current = toggle;
  const onToggle = useCallback(
    (token: string, favorite: boolean) => latestToggle.current(token, favorite),
    [],
  );
  const { listRef, rows, totalSize } = useWindowList({
    count: tokens.length,
    rowHeight: MARKET_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => tokens[index]?.token ?? index,
  });

  return (
    <RowList listRef={listRef} label={t`Coins`} rowCount={tokens.length} height={totalSize}>
      {rows.map((row) => {
        const token = tokens[row.index];
        return token ? (
          <MarketRow
            key={row.key}
            token={token}
            quote={quote}
            position={row.index + 1}
            setSize={tokens.length}
            offset={row.offset}
            busy={isPending}
            onToggle={onToggle}
          />
        ) : null;
      })}
    </RowList>
  );
}

interface MarketRowProps {
  token: TokenAsset;
  quote: UserCurrency;
  /** 1-based place in the whole list, for assistive technology. */
  position: number;
  setSize: number;
  /** Distance from the top of the list, in px. */
  offset: number;
  busy: boolean;
  onToggle: (token: string, favorite: boolean) => void;
}

/**
 * One coin; it renders again only when its coin, place or the star's state changes, not on every scroll. It
 * is plain markup rather than the kit's Cell, which adds five elements and a ripple hook to every row: a third
 * more DOM while scrolling 2,000 coins (`pnpm bench:market`).
 */
const MarketRow = memo(function MarketRow({
  token,
  quote,
  position,
  setSize,
  offset,
  busy,
  onToggle,
}: MarketRowProps) {
  const { language } = useSession();
  return (
    <Row
      offset={offset}
      height={MARKET_ROW_HEIGHT}
      isDimmed={!token.listed}
      position={position}
      setSize={setSize}
      after={
        <StarButton
          token={token.token}
          isFavourite={token.favorite}
          disabled={busy}
          onToggle={() => onToggle(token.token, !token.favorite)}
        />
      }
    >
      <Link href={buildPath('coin', { token: token.token })} asChild>
        <RowLink>
          <RowText
            before={<CoinIcon symbol={token.token} size={40} />}
            title={coinName(token.name, language)}
            subtitle={token.token}
            end={<QuotedPrice price={token.marketData[quote].lastPrice} quote={quote} />}
            endNote={<PriceChange percent={token.marketData[quote].change24h} />}
          />
        </RowLink>
      </Link>
    </Row>
  );
});
