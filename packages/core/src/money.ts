import Big from 'big.js';

/** A decimal number as a plain string, e.g. `-12.5`; never exponent notation. */
export type Decimal = string;

// A private constructor keeps the global Big settings untouched for other users of big.js.
// Addition, subtraction and multiplication are exact in big.js, so DP/RM only matter for
// operations that explicitly round.
const D = Big();
D.DP = 40;
D.RM = Big.roundHalfUp;

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;
const MAX_DP = 1_000_000;

export function isDecimal(s: string): boolean {
  return DECIMAL_RE.test(s);
}

function parse(value: Decimal, name = 'value'): Big.Big {
  if (typeof value !== 'string' || !isDecimal(value)) {
    throw new TypeError(`Invalid decimal ${name}: ${JSON.stringify(value)}`);
  }
  return new D(value);
}

function checkDp(dp: number): void {
  if (!Number.isInteger(dp) || dp < 0 || dp > MAX_DP) {
    throw new RangeError(`Invalid decimal places: ${dp}`);
  }
}

/** Plain notation, minimal digits, and no negative zero. */
function canonical(x: Big.Big): Decimal {
  // Big normalises away trailing fraction zeros, so toFixed() without arguments is minimal.
  return x.eq(0) ? '0' : x.toFixed();
}

export function add(a: Decimal, b: Decimal): Decimal {
  return canonical(parse(a, 'a').plus(parse(b, 'b')));
}

export function sub(a: Decimal, b: Decimal): Decimal {
  return canonical(parse(a, 'a').minus(parse(b, 'b')));
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return canonical(parse(a, 'a').times(parse(b, 'b')));
}

/** Divides a by b, rounding half-up (away from zero on ties) to `dp` decimal places. */
export function div(a: Decimal, b: Decimal, dp = 18): Decimal {
  checkDp(dp);
  const divisor = parse(b, 'b');
  if (divisor.eq(0)) throw new RangeError('Division by zero');
  // big.js rounds a quotient once, using the DP/RM of the dividend's constructor; a
  // per-call constructor gives exactly one rounding step at the requested precision.
  const Q = Big();
  Q.DP = dp;
  Q.RM = Big.roundHalfUp;
  return canonical(new Q(parse(a, 'a').toFixed()).div(divisor));
}

export function neg(a: Decimal): Decimal {
  return canonical(parse(a).neg());
}

export function abs(a: Decimal): Decimal {
  return canonical(parse(a).abs());
}

export function cmp(a: Decimal, b: Decimal): -1 | 0 | 1 {
  return parse(a, 'a').cmp(parse(b, 'b'));
}

export function isZero(a: Decimal): boolean {
  return parse(a).eq(0);
}

export function isNegative(a: Decimal): boolean {
  return parse(a).lt(0);
}

export function isPositive(a: Decimal): boolean {
  return parse(a).gt(0);
}

export function min(a: Decimal, b: Decimal): Decimal {
  return cmp(a, b) <= 0 ? canonical(parse(a)) : canonical(parse(b));
}

export function max(a: Decimal, b: Decimal): Decimal {
  return cmp(a, b) >= 0 ? canonical(parse(a)) : canonical(parse(b));
}

export function sum(list: readonly Decimal[]): Decimal {
  let total = new D(0);
  for (const item of list) total = total.plus(parse(item, 'item'));
  return canonical(total);
}

/** Truncates towards zero to `dp` decimal places, so the magnitude never grows. */
export function roundDown(a: Decimal, dp: number): Decimal {
  checkDp(dp);
  return canonical(parse(a).round(dp, Big.roundDown));
}

/** Rounds away from zero to `dp` decimal places, so a ceiling never ends below the exact figure. */
export function roundUp(a: Decimal, dp: number): Decimal {
  checkDp(dp);
  return canonical(parse(a).round(dp, Big.roundUp));
}

/** Rounds to `dp` decimal places; ties go away from zero (1.005 -> 1.01, -1.005 -> -1.01). */
export function roundHalfUp(a: Decimal, dp: number): Decimal {
  checkDp(dp);
  return canonical(parse(a).round(dp, Big.roundHalfUp));
}

/** (to - from) / from * 100, rounded half-up to 2 decimals; '0' when `from` is zero. */
export function percentChange(from: Decimal, to: Decimal): Decimal {
  const base = parse(from, 'from');
  const target = parse(to, 'to');
  if (base.eq(0)) return '0';
  // Scaling by 100 before dividing keeps a single rounding step at 2 decimals.
  return div(canonical(target.minus(base).times(100)), canonical(base), 2);
}
