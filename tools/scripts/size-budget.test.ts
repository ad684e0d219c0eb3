import { describe, expect, it } from 'vitest';
import { againstBudget, SIZE_BUDGETS, sizeVerdict } from './size-budget.mjs';

const KB = 1024;

describe('pnpm size budgets', () => {
  it('holds start-up JS to 130 KB in both hosts and fails only above 132 KB', () => {
    for (const app of ['web', 'mini-app'] as const) {
      expect(SIZE_BUDGETS[app].startupJs).toEqual({ budget: 130 * KB, failAbove: 132 * KB });
    }
  });

  it('holds what the dashboard downloads in all to 150 KB on the web and 165 KB in the mini-app', () => {
    expect(SIZE_BUDGETS.web.downloadedJs.failAbove).toBe(150 * KB);
    expect(SIZE_BUDGETS['mini-app'].downloadedJs.failAbove).toBe(165 * KB);
  });

  it('prints a figure within its budget as ok', () => {
    expect(againstBudget('start-up JS', 120 * KB, SIZE_BUDGETS.web.startupJs)).toEqual({
      text: 'start-up JS 120.0 KB gzip (budget 130.0 KB, fails above 132.0 KB): ok',
      fails: false,
    });
  });

  it('prints a figure between the budget and the failing limit as over, without failing', () => {
    const check = againstBudget('start-up JS', 131 * KB, SIZE_BUDGETS.web.startupJs);
    expect(check.fails).toBe(false);
    expect(check.text).toContain('over the budget by 1.0 KB');
  });

  it('fails a figure above the failing limit, and not one exactly at it', () => {
    expect(againstBudget('start-up JS', 132 * KB + 1, SIZE_BUDGETS.web.startupJs).fails).toBe(true);
    expect(againstBudget('start-up JS', 132 * KB, SIZE_BUDGETS.web.startupJs).fails).toBe(false);
  });

  it('judges each host by its own total: 160 KB downloaded fails the web and passes the mini-app', () => {
    const figures = { startupJs: 128 * KB, css: 10 * KB, downloadedJs: 160 * KB };
    const web = sizeVerdict('web', figures);
    const miniApp = sizeVerdict('mini-app', figures);
    expect(web.fails).toBe(true);
    expect(web.lines[2]).toBe('JS the dashboard downloads in all 160.0 KB gzip (budget 150.0 KB): FAILS');
    expect(miniApp.fails).toBe(false);
    expect(miniApp.lines).toEqual([
      'start-up JS 128.0 KB gzip (budget 130.0 KB, fails above 132.0 KB): ok',
      'start-up CSS 10.0 KB gzip (budget 25.0 KB): ok',
      'JS the dashboard downloads in all 160.0 KB gzip (budget 165.0 KB): ok',
    ]);
  });

  it('fails a host whose start-up JS alone is over, whatever its total', () => {
    const verdict = sizeVerdict('mini-app', { startupJs: 133 * KB, css: 10 * KB, downloadedJs: 140 * KB });
    expect(verdict.fails).toBe(true);
    expect(verdict.lines[0]).toContain('FAILS');
  });
});
