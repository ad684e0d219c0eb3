import { describe, expect, it } from 'vitest';
import {
  againstBudget,
  lcpBudgetLines,
  LCP_BUDGET_SCENARIO,
  offlineBudgetLines,
  WEB_BENCH_BUDGETS,
  type LcpRow,
  type OfflineOpen,
} from './budgets';

describe('bench:web budgets', () => {
  it('are 300 ms for the kept dashboard offline and 2.0 s for the LCP after a visit on Slow 4G', () => {
    expect(WEB_BENCH_BUDGETS).toEqual({ keptDashboardOfflineMs: 300, lcpAfterVisitSlow4gMs: 2000 });
  });

  it('prints a figure at or under its budget as ok, one over it with by how much, one not reached as over', () => {
    expect(againstBudget('LCP', 2000.4, 2000)).toBe('LCP 2000 ms (budget 2000 ms): ok');
    expect(againstBudget('LCP', 2150, 2000)).toBe('LCP 2150 ms (budget 2000 ms): OVER by 150 ms');
    expect(againstBudget('LCP', null, 2000)).toBe('LCP: not reached (budget 2000 ms): OVER');
    expect(againstBudget('LCP', Number.NaN, 2000)).toContain('OVER');
  });

  it('judges the LCP of the dashboard after a visit on Slow 4G only, once per throttling method', () => {
    const rows: LcpRow[] = [
      { scenario: LCP_BUDGET_SCENARIO, profile: 'Slow 4G', method: 'devtools', lcpMs: 1840 },
      { scenario: LCP_BUDGET_SCENARIO, profile: 'Slow 4G', method: 'simulate', lcpMs: 2310 },
      { scenario: LCP_BUDGET_SCENARIO, profile: 'Regular 3G', method: 'devtools', lcpMs: 4000 },
      {
        scenario: 'dashboard, empty cache, session only',
        profile: 'Slow 4G',
        method: 'devtools',
        lcpMs: 5000,
      },
    ];
    expect(lcpBudgetLines(rows)).toEqual([
      'dashboard LCP after a visit, Slow 4G (devtools) 1840 ms (budget 2000 ms): ok',
      'dashboard LCP after a visit, Slow 4G (simulate) 2310 ms (budget 2000 ms): OVER by 310 ms',
    ]);
  });

  it('says so when the run measured no LCP the budget is for', () => {
    expect(lcpBudgetLines([])).toEqual([
      'dashboard LCP after a visit, Slow 4G: not measured in this run (budget 2000 ms)',
    ]);
  });

  it('judges the offline paint by the median of the opens on the machine own CPU, for each way the API is down', () => {
    const opens: OfflineOpen[] = [
      { api: 'refusing connections', cpuSlowdown: 1, balancesMs: 250 },
      { api: 'refusing connections', cpuSlowdown: 1, balancesMs: 900 },
      { api: 'refusing connections', cpuSlowdown: 1, balancesMs: 280 },
      { api: 'refusing connections', cpuSlowdown: 4, balancesMs: 1200 },
      { api: 'never answering', cpuSlowdown: 1, balancesMs: 320 },
      { api: 'never answering', cpuSlowdown: 1, balancesMs: null },
      { api: 'never answering', cpuSlowdown: 1, balancesMs: 310 },
    ];
    expect(offlineBudgetLines(opens)).toEqual([
      'kept dashboard painted, API refusing connections, own CPU, median of 3 280 ms (budget 300 ms): ok',
      'kept dashboard painted, API never answering, own CPU, median of 3 320 ms (budget 300 ms): OVER by 20 ms',
    ]);
  });

  it('counts opens that never showed balances as over when they are the median', () => {
    const opens: OfflineOpen[] = [
      { api: 'refusing connections', cpuSlowdown: 1, balancesMs: null },
      { api: 'refusing connections', cpuSlowdown: 1, balancesMs: null },
      { api: 'refusing connections', cpuSlowdown: 1, balancesMs: 100 },
    ];
    expect(offlineBudgetLines(opens)).toEqual([
      'kept dashboard painted, API refusing connections, own CPU, median of 3: not reached (budget 300 ms): OVER',
    ]);
  });

  it('says so when no open ran on the machine own CPU', () => {
    expect(offlineBudgetLines([{ api: 'refusing connections', cpuSlowdown: 4, balancesMs: 200 }])).toEqual([
      "kept dashboard painted with the API unreachable: not measured on the machine's own CPU in this run (budget 300 ms)",
    ]);
  });
});
