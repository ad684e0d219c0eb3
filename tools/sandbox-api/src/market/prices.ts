import Big from 'big.js';
import { DAY_MS, HOUR_MS } from '../clock';
import { toDecimalString } from '../decimal';

export interface PricedCoin {
  token: string;
  basePriceUsd: string;
  dailyVolatility: number;
}

/**
 * Noise at several time scales, each scaled like a random walk (spread grows with the square root of the
 * period), so prices wander realistically yet any instant can be computed directly and the same seed always
 * gives the same history.
 */
const OCTAVES = [
  { periodMs: HOUR_MS, weight: Math.sqrt(1 / 24) },
  { periodMs: 6 * HOUR_MS, weight: Math.sqrt(6 / 24) },
  { periodMs: DAY_MS, weight: 1 },
  { periodMs: 7 * DAY_MS, weight: Math.sqrt(7) },
  { periodMs: 30 * DAY_MS, weight: Math.sqrt(30) },
  { periodMs: 180 * DAY_MS, weight: Math.sqrt(180) },
] as const;

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A uniform number in [-1, 1] for an integer lattice point. */
function lattice(seed: number, n: number): number {
  let x = (seed ^ Math.imul(n | 0, 0x9e3779b1) ^ Math.imul(Math.floor(n / 4294967296), 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  x = (x ^ (x >>> 16)) >>> 0;
  return (x / 4294967295) * 2 - 1;
}

function smoothNoise(seed: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const t = f * f * (3 - 2 * f);
  return lattice(seed, i) * (1 - t) + lattice(seed, i + 1) * t;
}

/** From `atMs` on, the walk of a token is scaled by `factor` (a price set by the sandbox control). */
export interface PriceMove {
  token: string;
  atMs: number;
  factor: number;
}

export class PriceFeed {
  private readonly coins = new Map<string, PricedCoin & { seed: number; base: number }>();
  /** Per token, oldest first. */
  private readonly moves = new Map<string, PriceMove[]>();

  constructor(
    coins: readonly PricedCoin[],
    private readonly seed: string,
    moves: readonly PriceMove[] = [],
  ) {
    for (const coin of coins) this.add(coin);
    for (const move of moves) this.applyMove(move);
  }

  add(coin: PricedCoin): void {
    this.coins.set(coin.token, {
      ...coin,
      seed: hashString(`${this.seed}:${coin.token}`),
      base: new Big(coin.basePriceUsd).toNumber(),
    });
  }

  has(token: string): boolean {
    return this.coins.has(token);
  }

  get size(): number {
    return this.coins.size;
  }

  /** Price of one unit in USD at an instant, as a float for the simulation. */
  usdAt(token: string, atMs: number): number {
    const coin = this.coins.get(token);
    if (!coin) throw new RangeError(`Unknown coin ${token}`);
    return this.walkAt(coin, atMs) * this.factorAt(token, atMs);
  }

  /**
   * Makes the price of `token` at `atMs` exactly `usd`; the walk goes on from there. Returns the move to
   * keep, so a restarted sandbox replays it.
   */
  setPrice(token: string, usd: number, atMs: number): PriceMove {
    const coin = this.coins.get(token);
    if (!coin) throw new RangeError(`Unknown coin ${token}`);
    if (!(usd > 0) || !Number.isFinite(usd)) throw new RangeError('A price must be positive');
    const move = { token, atMs, factor: usd / this.walkAt(coin, atMs) };
    this.applyMove(move);
    return move;
  }

  private applyMove(move: PriceMove): void {
    const list = this.moves.get(move.token) ?? [];
    list.push(move);
    list.sort((a, b) => a.atMs - b.atMs);
    this.moves.set(move.token, list);
  }

  private factorAt(token: string, atMs: number): number {
    const list = this.moves.get(token);
    if (!list) return 1;
    let factor = 1;
    for (const move of list) {
      if (move.atMs > atMs) break;
      factor = move.factor;
    }
    return factor;
  }

  private walkAt(coin: PricedCoin & { seed: number; base: number }, atMs: number): number {
    if (coin.dailyVolatility === 0) return coin.base;
    let drift = 0;
    OCTAVES.forEach((octave, k) => {
      drift += octave.weight * smoothNoise(coin.seed + k, atMs / octave.periodMs);
    });
    return coin.base * Math.exp(coin.dailyVolatility * 0.5 * drift);
  }

  /** Last price and 24 h change in USD and in Toman (IRT), as decimal strings. */
  quote(token: string, atMs: number): { USD: Quote; IRT: Quote } {
    const usdNow = this.usdAt(token, atMs);
    const usdBefore = this.usdAt(token, atMs - DAY_MS);
    const tomanNow = this.usdAt('IRT', atMs);
    const tomanBefore = this.usdAt('IRT', atMs - DAY_MS);
    return {
      USD: quoteOf(usdNow, usdBefore),
      IRT: quoteOf(usdNow / tomanNow, usdBefore / tomanBefore),
    };
  }
}

export interface Quote {
  lastPrice: string;
  change24h: string;
}

function quoteOf(now: number, before: number): Quote {
  return {
    lastPrice: toDecimalString(now),
    change24h: new Big(toDecimalString(((now - before) / before) * 100, 8))
      .round(2, Big.roundHalfUp)
      .toFixed(),
  };
}
