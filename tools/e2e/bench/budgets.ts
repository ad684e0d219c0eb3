/**
 * The product's load-time budgets that `pnpm bench:web` measures, and how each figure is judged against its
 * budget. A benchmark never fails on time (the machine it runs on varies too much): it prints each figure
 * beside its budget and says when one is over.
 *
 * - The kept dashboard painted on a repeat open with the API unreachable within 300 ms of navigation, on the
 *   machine's own CPU (not slowed down): the median of the runs of each way the API is unreachable.
 * - The dashboard's LCP at most 2.0 s on Slow 4G after a visit (empty HTTP cache, the returning user's storage),
 *   by each throttling method Lighthouse ran.
 */

export const WEB_BENCH_BUDGETS = {
  keptDashboardOfflineMs: 300,
  lcpAfterVisitSlow4gMs: 2000,
} as const;

/** The Lighthouse scenario and network profile the LCP budget is for. */
export const LCP_BUDGET_SCENARIO = 'dashboard, empty cache, after a visit';
export const LCP_BUDGET_PROFILE = 'Slow 4G';

/** One figure in milliseconds against its budget; `null` is a figure that was not reached (a timeout). */
export function againstBudget(label: string, ms: number | null, budgetMs: number): string {
  if (ms === null || Number.isNaN(ms)) return `${label}: not reached (budget ${budgetMs} ms): OVER`;
  const rounded = Math.round(ms);
  const verdict = rounded > budgetMs ? `OVER by ${rounded - budgetMs} ms` : 'ok';
  return `${label} ${rounded} ms (budget ${budgetMs} ms): ${verdict}`;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

export interface LcpRow {
  scenario: string;
  profile: string;
  method: string;
  lcpMs: number;
}

/** The LCP budget's lines: one per throttling method that measured the scenario on Slow 4G. */
export function lcpBudgetLines(rows: LcpRow[]): string[] {
  const measured = rows.filter(
    (row) => row.scenario === LCP_BUDGET_SCENARIO && row.profile === LCP_BUDGET_PROFILE,
  );
  const label = `dashboard LCP after a visit, ${LCP_BUDGET_PROFILE}`;
  if (!measured.length)
    return [`${label}: not measured in this run (budget ${WEB_BENCH_BUDGETS.lcpAfterVisitSlow4gMs} ms)`];
  return measured.map((row) =>
    againstBudget(`${label} (${row.method})`, row.lcpMs, WEB_BENCH_BUDGETS.lcpAfterVisitSlow4gMs),
  );
}

export interface OfflineOpen {
  /** How the API was unreachable, e.g. "refusing connections". */
  api: string;
  /** How many times slower than the machine's the CPU was. */
  cpuSlowdown: number;
  /** When the balances were first on screen after navigation; null when they were not within the timeout. */
  balancesMs: number | null;
}

/**
 * The offline budget's lines: for each way the API was unreachable, the median of the opens on the machine's
 * own CPU. A run that never showed balances counts as later than any that did.
 */
export function offlineBudgetLines(opens: OfflineOpen[]): string[] {
  const ownCpu = opens.filter((open) => open.cpuSlowdown === 1);
  const budget = WEB_BENCH_BUDGETS.keptDashboardOfflineMs;
  if (!ownCpu.length)
    return [
      `kept dashboard painted with the API unreachable: not measured on the machine's own CPU in this run (budget ${budget} ms)`,
    ];
  const ways = [...new Set(ownCpu.map((open) => open.api))];
  return ways.map((api) => {
    const times = ownCpu
      .filter((open) => open.api === api)
      .map((open) => open.balancesMs ?? Number.POSITIVE_INFINITY);
    const middle = median(times);
    return againstBudget(
      `kept dashboard painted, API ${api}, own CPU, median of ${times.length}`,
      Number.isFinite(middle) ? middle : null,
      budget,
    );
  });
}
