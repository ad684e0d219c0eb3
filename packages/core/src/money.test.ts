import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  cmp,
  div,
  isDecimal,
  isNegative,
  isPositive,
  isZero,
  max,
  min,
  mul,
  neg,
  percentChange,
  roundDown,
  roundUp,
  roundHalfUp,
  sub,
  sum,
} from './money';

const TINY = '0.000000000000000001'; // 1e-18
const HUGE = '1000000000000000000000000000000'; // 1e30
const CANONICAL = /^(0|-?[1-9]\d*(\.\d*[1-9])?|-?0\.\d*[1-9])$/;

describe('isDecimal', () => {
  it.each([
    ['0', true],
    ['-0', true],
    ['123', true],
    ['-123.456', true],
    ['0.000000000000000001', true],
    ['1.50', true],
    ['007', true],
    ['', false],
    ['-', false],
    ['.5', false],
    ['5.', false],
    ['+1', false],
    ['1e-18', false],
    ['1E5', false],
    [' 1', false],
    ['1 ', false],
    ['1,000', false],
    ['۱۲', false],
    ['NaN', false],
    ['Infinity', false],
    ['0x10', false],
  ])('%j -> %s', (input, expected) => {
    expect(isDecimal(input)).toBe(expected);
  });
});

describe('add / sub / mul', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1.50', '2.50', '4'],
    ['-1', '1', '0'],
    ['-0', '0', '0'],
    [TINY, '0', TINY],
    [TINY, TINY, '0.000000000000000002'],
    [HUGE, '1', '1000000000000000000000000000001'],
    ['99999999999999999999.99', '0.01', '100000000000000000000'],
    ['007', '0.000', '7'],
  ])('add(%j, %j) = %j', (a, b, expected) => {
    expect(add(a, b)).toBe(expected);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '1', '0'],
    ['0', TINY, '-0.000000000000000001'],
    ['1', '2.5', '-1.5'],
    [HUGE, HUGE, '0'],
  ])('sub(%j, %j) = %j', (a, b, expected) => {
    expect(sub(a, b)).toBe(expected);
  });

  it.each([
    ['0.1', '0.2', '0.02'],
    ['1.5', '2', '3'],
    ['-0', '5', '0'],
    ['0', '-5', '0'],
    ['-2', '-3', '6'],
    [TINY, TINY, '0.000000000000000000000000000000000001'],
    [HUGE, HUGE, `1${'0'.repeat(60)}`],
    ['123456789.123456789', '1000000000', '123456789123456789'],
  ])('mul(%j, %j) = %j', (a, b, expected) => {
    expect(mul(a, b)).toBe(expected);
  });
});

describe('div', () => {
  it.each([
    ['1', '3', undefined, '0.333333333333333333'],
    ['2', '3', undefined, '0.666666666666666667'],
    ['-2', '3', undefined, '-0.666666666666666667'],
    ['10', '4', undefined, '2.5'],
    ['1', '3', 2, '0.33'],
    ['1', '8', 2, '0.13'],
    ['-1', '8', 2, '-0.13'],
    ['1', '3', 0, '0'],
    ['5', '2', 0, '3'],
    ['-1', '3', 0, '0'],
    [TINY, '2', undefined, '0.000000000000000001'],
    [TINY, '3', undefined, '0'],
    [TINY, '10', 19, '0.0000000000000000001'],
    [HUGE, '0.001', undefined, `1${'0'.repeat(33)}`],
    // Just below a tie: rounding first to 40 digits and then to 2 would wrongly give 0.01.
    [`0.004${'9'.repeat(50)}`, '1', 2, '0'],
    [`-0.004${'9'.repeat(50)}`, '1', 2, '0'],
    ['1', '-3', 2, '-0.33'],
  ])('div(%j, %j, %s) = %j', (a, b, dp, expected) => {
    expect(div(a, b, dp)).toBe(expected);
  });

  it.each([['1'], ['0'], ['-1']])('div(%j, 0) throws RangeError', (a) => {
    expect(() => div(a, '0')).toThrow(RangeError);
    expect(() => div(a, '-0.000')).toThrow(RangeError);
  });

  it.each([[-1], [1.5], [Number.NaN]])('rejects dp %s', (dp) => {
    expect(() => div('1', '3', dp)).toThrow(RangeError);
  });
});

describe('neg / abs', () => {
  it.each([
    ['1.5', '-1.5', '1.5'],
    ['-1.5', '1.5', '1.5'],
    ['0', '0', '0'],
    ['-0', '0', '0'],
    ['-0.000', '0', '0'],
    [TINY, '-0.000000000000000001', TINY],
    [`-${HUGE}`, HUGE, HUGE],
  ])('%j: neg = %j, abs = %j', (a, negated, absolute) => {
    expect(neg(a)).toBe(negated);
    expect(abs(a)).toBe(absolute);
  });
});

describe('cmp / min / max', () => {
  it.each([
    ['1', '2', -1],
    ['2', '1', 1],
    ['1.0', '1', 0],
    ['-0', '0', 0],
    ['-1', '0', -1],
    [TINY, '0', 1],
    [HUGE, '999999999999999999999999999999.999', 1],
  ] as const)('cmp(%j, %j) = %s', (a, b, expected) => {
    expect(cmp(a, b)).toBe(expected);
  });

  it.each([
    ['1', '2', '1', '2'],
    ['2.50', '1', '1', '2.5'],
    ['-1', '-2', '-2', '-1'],
    ['-0', '0', '0', '0'],
    [TINY, '0', '0', TINY],
  ])('min(%j, %j) = %j, max = %j', (a, b, smaller, larger) => {
    expect(min(a, b)).toBe(smaller);
    expect(max(a, b)).toBe(larger);
  });
});

describe('isZero / isNegative / isPositive', () => {
  it.each([
    ['0', true, false, false],
    ['-0', true, false, false],
    ['0.000', true, false, false],
    [TINY, false, false, true],
    [`-${TINY}`, false, true, false],
    ['-5', false, true, false],
    [HUGE, false, false, true],
  ])('%j: zero=%s negative=%s positive=%s', (a, zero, negative, positive) => {
    expect(isZero(a)).toBe(zero);
    expect(isNegative(a)).toBe(negative);
    expect(isPositive(a)).toBe(positive);
  });
});

describe('sum', () => {
  it.each([
    [[], '0'],
    [['0.1', '0.2'], '0.3'],
    [['0.1', '0.2', '-0.3'], '0'],
    [['1.10', '2.20', '3.30'], '6.6'],
    [[TINY, TINY, TINY], '0.000000000000000003'],
    [[HUGE, HUGE], '2000000000000000000000000000000'],
    [['-0'], '0'],
  ])('sum(%j) = %j', (list, expected) => {
    expect(sum(list)).toBe(expected);
  });
});

describe('roundDown / roundHalfUp', () => {
  it.each([
    ['1.239', 2, '1.23', '1.24'],
    ['1.235', 2, '1.23', '1.24'],
    ['1.234', 2, '1.23', '1.23'],
    ['1.005', 2, '1', '1.01'],
    ['-1.239', 2, '-1.23', '-1.24'],
    ['-1.235', 2, '-1.23', '-1.24'],
    ['-0.001', 2, '0', '0'],
    ['-0.005', 2, '0', '-0.01'],
    ['0.5', 0, '0', '1'],
    ['2.5', 0, '2', '3'],
    ['1.20', 5, '1.2', '1.2'],
    ['19.999', 2, '19.99', '20'],
    [TINY, 18, TINY, TINY],
    [TINY, 17, '0', '0'],
    [`${HUGE}.99`, 1, `${HUGE}.9`, '1000000000000000000000000000001'],
  ])('%j to %i dp: down = %j, half-up = %j', (a, dp, down, halfUp) => {
    expect(roundDown(a, dp)).toBe(down);
    expect(roundHalfUp(a, dp)).toBe(halfUp);
  });

  it.each([[-1], [0.5], [Number.POSITIVE_INFINITY]])('rejects dp %s', (dp) => {
    expect(() => roundDown('1', dp)).toThrow(RangeError);
    expect(() => roundHalfUp('1', dp)).toThrow(RangeError);
  });
});

describe('roundUp', () => {
  it.each([
    ['1.231', 2, '1.24'],
    ['1.23', 2, '1.23'],
    ['4.2210000001', 6, '4.221001'],
    ['-1.231', 2, '-1.24'],
    ['0.0000001', 6, '0.000001'],
  ])('%j to %i dp is %j', (a, dp, up) => {
    expect(roundUp(a, dp)).toBe(up);
  });

  it('rejects a dp that is not a whole number', () => {
    expect(() => roundUp('1', 0.5)).toThrow(RangeError);
  });
});

describe('percentChange', () => {
  it.each([
    ['100', '101.25', '1.25'],
    ['100', '98.755', '-1.25'],
    ['100', '100', '0'],
    ['3', '4', '33.33'],
    ['3', '5', '66.67'],
    ['3', '2', '-33.33'],
    ['8', '8.0004', '0.01'],
    ['8', '8.0003', '0'],
    ['200000', '200001', '0'],
    ['0.000000000000000001', '0.000000000000000002', '100'],
    ['1', HUGE, '99999999999999999999999999999900'],
  ])('[AMT-03] percentChange(%j, %j) is rounded to 2 decimals: %j', (from, to, expected) => {
    expect(percentChange(from, to)).toBe(expected);
  });

  it.each([
    ['0', '5'],
    ['-0', '5'],
    ['0.00', '0'],
  ])('percentChange(%j, %j) = "0" for a zero base', (from, to) => {
    expect(percentChange(from, to)).toBe('0');
  });
});

describe('input validation and canonical output', () => {
  it.each([['1e-18'], ['abc'], [''], [' 1'], ['1,5'], ['.5']])('rejects %j with TypeError', (bad) => {
    expect(() => add(bad, '1')).toThrow(TypeError);
    expect(() => add('1', bad)).toThrow(TypeError);
    expect(() => sum(['1', bad])).toThrow(TypeError);
    expect(() => roundDown(bad, 2)).toThrow(TypeError);
    expect(() => percentChange(bad, '1')).toThrow(TypeError);
  });

  it.each([
    ['add', () => add(TINY, '0')],
    ['mul', () => mul(HUGE, '1000')],
    ['div', () => div('1', HUGE, 40)],
    ['sub', () => sub('0', '0.0000001')],
    ['roundHalfUp', () => roundHalfUp('-0.0000004', 6)],
    ['neg', () => neg('-0.000')],
  ])('%s never returns exponent notation, trailing zeros or -0', (_name, run) => {
    const out = run();
    expect(out).toMatch(CANONICAL);
  });

  it('does not change the global Big configuration', () => {
    const before = { DP: Big.DP, RM: Big.RM, NE: Big.NE, PE: Big.PE };
    div('1', '3', 30);
    roundDown('1.239', 2);
    expect({ DP: Big.DP, RM: Big.RM, NE: Big.NE, PE: Big.PE }).toEqual(before);
  });
});
