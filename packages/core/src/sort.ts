import { cmp } from './money';

/** Spec 000 §3: the sort state is a key and a direction, written `key__direction`. */
export const SORT_KEYS = ['LAST_PRICE', 'CHANGE_PERCENT'] as const;
export const SORT_DIRECTIONS = ['ASCENDING', 'DESCENDING'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export interface SortableToken {
  marketData?: Partial<Record<string, { lastPrice: string; change24h: string } | undefined>>;
}

export function toSortString(key: SortKey, direction: SortDirection): string {
  return `${key}__${direction}`;
}

/** The sort state of a string, or null when it is not exactly a known key and direction. */
export function parseSortString(value: unknown): SortState | null {
  if (typeof value !== 'string') return null;
  const parts = value.split('__');
  if (parts.length !== 2) return null;
  const [key, direction] = parts as [string, string];
  if (!(SORT_KEYS as readonly string[]).includes(key)) return null;
  if (!(SORT_DIRECTIONS as readonly string[]).includes(direction)) return null;
  return { key: key as SortKey, direction: direction as SortDirection };
}

/**
 * Spec 000 §5: sorts by price or 24 h change in a quote currency. An unknown sort string leaves the list
 * unsorted, and so does a token without market data for that quote. Equal values keep their order.
 */
export function sortTokens<T extends SortableToken>(
  tokens: readonly T[],
  sortString: unknown,
  quote: string,
): T[] {
  const state = parseSortString(sortString);
  const copy = [...tokens];
  if (!state) return copy;
  const field = state.key === 'LAST_PRICE' ? 'lastPrice' : 'change24h';
  if (copy.some((token) => !token.marketData?.[quote])) return copy;
  const sign = state.direction === 'ASCENDING' ? 1 : -1;
  return copy.sort((a, b) => sign * cmp(a.marketData![quote]![field], b.marketData![quote]![field]));
}
