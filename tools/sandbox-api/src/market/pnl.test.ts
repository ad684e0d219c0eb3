import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { pnlOverRange, pnlSummary, type Flow } from './pnl';

const NOW = Date.UTC(2026, 10, 22, 12);
const daysAgo = (days: number) => NOW - days * DAY_MS;

/** 100 USD until 40 days ago, 150 until 10 days ago, 120 since then. */
const stepPrice = (atMs: number) => (atMs < daysAgo(40) ? 100 : atMs < daysAgo(10) ? 150 : 120);

const flow = (entryId: number, amount: string, days: number, kind = 'SANDBOX_TRANSFER'): Flow => ({
  entryId,
  kind,
  amount,
  atMs: daysAgo(days),
});

describe('profit and loss from ledger history', () => {
  it('[MKT-06] averages the cost of credits and realises the price difference on a debit', () => {
    // 2 at 100, 2 at 150: average 125; 1 out at 120 realises -5; 3 left worth 360 against 375 of cost.
    const flows = [flow(1, '2', 50), flow(2, '2', 20), flow(3, '-1', 5)];
    expect(pnlSummary('BTC', flows, stepPrice, NOW)).toEqual({
      token: 'BTC',
      balance: '3',
      averageCostUsd: '125',
      costBasisUsd: '375',
      valueUsd: '360',
      unrealizedPnlUsd: '-15',
      realizedPnlUsd: '-5',
      totalPnlUsd: '-20',
      totalPnlPercent: '-4',
    });
  });

  it('[MKT-06] has no average cost and no percent for a token never held', () => {
    const summary = pnlSummary('ETH', [], stepPrice, NOW);
    expect(summary).toMatchObject({
      balance: '0',
      averageCostUsd: null,
      totalPnlUsd: '0',
      totalPnlPercent: null,
    });
  });

  it('[MKT-06] a range counts the value change of what was held at its start plus what came in during it', () => {
    const flows = [flow(1, '2', 50), flow(2, '2', 20), flow(3, '-1', 5)];
    const month = pnlOverRange('BTC', '1M', flows, stepPrice, NOW);
    // Start (30 days ago): 2 held at 150 = 300. In range: +2 at 150 (300), -1 at 120 (-120). End 3 × 120.
    expect(month).toMatchObject({
      startBalance: '2',
      endBalance: '3',
      startValueUsd: '300',
      endValueUsd: '360',
      netInflowUsd: '180',
      pnlUsd: '-120',
      pnlPercent: '-20',
    });
    expect(month.transactions.map((t) => [t.entryId, t.amount, t.priceUsd, t.realizedPnlUsd])).toEqual([
      ['3', '-1', '120', '-5'],
      ['2', '2', '150', '0'],
    ]);
    const week = pnlOverRange('BTC', '1W', flows, stepPrice, NOW);
    expect(week).toMatchObject({ startBalance: '4', pnlUsd: '0', netInflowUsd: '-120' });
    expect(week.transactions).toHaveLength(1);
  });

  it('[MKT-06] ALL starts at the first movement, so it equals the total P&L', () => {
    const flows = [flow(1, '2', 50), flow(2, '2', 20), flow(3, '-1', 5)];
    const all = pnlOverRange('BTC', 'ALL', flows, stepPrice, NOW);
    expect(all.startBalance).toBe('0');
    expect(all.pnlUsd).toBe(pnlSummary('BTC', flows, stepPrice, NOW).totalPnlUsd);
    expect(all.transactions).toHaveLength(3);
  });

  it('[MKT-06] selling everything leaves no cost basis and keeps the realised result', () => {
    const flows = [flow(1, '1', 50), flow(2, '-1', 20)];
    expect(pnlSummary('BTC', flows, stepPrice, NOW)).toMatchObject({
      balance: '0',
      costBasisUsd: '0',
      realizedPnlUsd: '50',
      unrealizedPnlUsd: '0',
      totalPnlPercent: '50',
    });
  });
});
