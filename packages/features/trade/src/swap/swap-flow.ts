import { SWAP_DEFAULT_DESTINATION, SWAP_DEFAULT_SOURCE } from '@wallet/api';
import type { TypedSide } from '../shared/trade-price';

/** What the swap form holds: the pair, the side the user typed on, and what they typed (Latin digits). */
export interface SwapFormState {
  source: string;
  destination: string;
  side: TypedSide;
  text: string;
}

/**
 * The form a visit opens on (SWAP-01: IRT → USDT); a coin page sends one side. A coin sent alone is bought with
 * Toman, or, when it is the Toman, given for Tether.
 */
export function initialSwap(query: { source?: string; destination?: string }): SwapFormState {
  const source =
    query.source ??
    (query.destination === SWAP_DEFAULT_SOURCE ? SWAP_DEFAULT_DESTINATION : SWAP_DEFAULT_SOURCE);
  let destination = query.destination ?? SWAP_DEFAULT_DESTINATION;
  if (destination === source) {
    destination = source === SWAP_DEFAULT_SOURCE ? SWAP_DEFAULT_DESTINATION : SWAP_DEFAULT_SOURCE;
  }
  return { source, destination, side: 'source', text: '' };
}

/** The direction switched: each coin changes side, and the typed amount stays with its coin. */
export function switchDirection(state: SwapFormState): SwapFormState {
  return {
    source: state.destination,
    destination: state.source,
    side: state.side === 'source' ? 'destination' : 'source',
    text: state.text,
  };
}

/** A coin picked for one side; picking the other side's coin switches the direction instead. */
export function pickCoin(state: SwapFormState, side: TypedSide, token: string): SwapFormState {
  const other = side === 'source' ? state.destination : state.source;
  if (token === other) return switchDirection(state);
  return side === 'source' ? { ...state, source: token } : { ...state, destination: token };
}
