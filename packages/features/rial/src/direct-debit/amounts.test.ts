import { describe, expect, it } from 'vitest';
import { readDeposit, readMaxDailyDeposit } from './amounts';

describe('readMaxDailyDeposit', () => {
  it.each([
    ['', { problem: 'required' }],
    ['12.5', { problem: 'notWhole' }],
    ['abc', { problem: 'notWhole' }],
    ['4999', { problem: 'belowMin' }],
    ['5000', { amount: '5000', problem: null }],
    ['۲۰۰۰۰۰۰۰۰', { amount: '200000000', problem: null }],
    ['٣٠٠٠٠٠', { amount: '300000', problem: null }],
    ['200000001', { problem: 'aboveMax' }],
  ])('reads %j', (text, expected) => {
    expect(readMaxDailyDeposit(text)).toMatchObject(expected);
  });
});

describe('readDeposit', () => {
  it.each([
    ['', '100000', { problem: 'required' }],
    ['4000', '100000', { problem: 'belowMin' }],
    ['۱۰۰۰۰۰', '100000', { amount: '100000', problem: null }],
    ['100001', '100000', { problem: 'overLeftToday' }],
    ['10000', '0', { problem: 'overLeftToday' }],
    ['200000001', '300000000', { problem: 'overLeftToday' }],
  ])('reads %j with %s left today', (text, left, expected) => {
    expect(readDeposit(text, left)).toMatchObject(expected);
  });
});
