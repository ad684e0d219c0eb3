import { describe, expect, it } from 'vitest';
import { checkAlertPrice, parseAlertPrice } from './alert-price';

describe('alert price input', () => {
  it.each([
    ['70000', '70000'],
    ['70,000.5', '70000.5'],
    ['۷۰٬۰۰۰', '70000'],
    ['۰٫۲۵', '0.25'],
    ['0/25', '0.25'],
    [' 12 ', '12'],
    ['12.', '12'],
    ['abc', null],
    ['-5', null],
    ['1e5', null],
    ['1.2.3', null],
    ['0.' + '1'.repeat(19), null],
  ])('[MKT-07] reads %j as %j', (input, expected) => {
    expect(parseAlertPrice(input)).toBe(expected);
  });

  it('[MKT-07] an above alert must be above the current price and a below alert below it', () => {
    expect(checkAlertPrice('', 'ABOVE', '100')).toEqual({ problem: 'required' });
    expect(checkAlertPrice('x', 'ABOVE', '100')).toEqual({ problem: 'notANumber' });
    expect(checkAlertPrice('0', 'BELOW', '100')).toEqual({ problem: 'notPositive' });
    expect(checkAlertPrice('100', 'ABOVE', '100')).toEqual({ problem: 'mustBeAbove' });
    expect(checkAlertPrice('99', 'ABOVE', '100')).toEqual({ problem: 'mustBeAbove' });
    expect(checkAlertPrice('101', 'ABOVE', '100')).toEqual({ price: '101' });
    expect(checkAlertPrice('100', 'BELOW', '100')).toEqual({ problem: 'mustBeBelow' });
    expect(checkAlertPrice('۹۹', 'BELOW', '100')).toEqual({ price: '99' });
    // Without a known price only the number itself is checked; the server checks the rest.
    expect(checkAlertPrice('5', 'BELOW', null)).toEqual({ price: '5' });
  });
});
