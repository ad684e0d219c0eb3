// The product's size budgets for what /dashboard downloads, and how `pnpm size` judges a figure against one.
// Start-up JS (the dashboard's entry chunk and its static imports) has a budget of 130 KB gzip in both hosts;
// the run fails only above 132 KB, so a change of a few hundred bytes is not a failure but shows as over the
// budget. What the dashboard downloads in all (start-up JS, the catalog's start part, ky and the route table,
// the early-calls script, the mini-app's Telegram SDK) is held to 150 KB on the web and 165 KB in the mini-app.

const KB = 1024;

/** Budgets in bytes (gzip). `failAbove` is where the run fails; above `budget` alone it only says so. */
export const SIZE_BUDGETS = {
  web: {
    startupJs: { budget: 130 * KB, failAbove: 132 * KB },
    css: { budget: 25 * KB, failAbove: 25 * KB },
    downloadedJs: { budget: 150 * KB, failAbove: 150 * KB },
  },
  'mini-app': {
    startupJs: { budget: 130 * KB, failAbove: 132 * KB },
    css: { budget: 25 * KB, failAbove: 25 * KB },
    downloadedJs: { budget: 165 * KB, failAbove: 165 * KB },
  },
};

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * One figure against its budget: the text to print and whether the run fails on it.
 * @param {string} label
 * @param {number} bytes
 * @param {{ budget: number, failAbove: number }} limit
 * @returns {{ text: string, fails: boolean }}
 */
export function againstBudget(label, bytes, limit) {
  const fails = bytes > limit.failAbove;
  const over = bytes > limit.budget;
  const limitText =
    limit.failAbove > limit.budget
      ? `budget ${kb(limit.budget)}, fails above ${kb(limit.failAbove)}`
      : `budget ${kb(limit.budget)}`;
  const verdict = fails ? 'FAILS' : over ? `over the budget by ${kb(bytes - limit.budget)}` : 'ok';
  return { text: `${label} ${kb(bytes)} gzip (${limitText}): ${verdict}`, fails };
}

/**
 * An app's figures against its budgets, one line each.
 * @param {'web' | 'mini-app'} app
 * @param {{ startupJs: number, css: number, downloadedJs: number }} figures bytes, gzip
 * @returns {{ lines: string[], fails: boolean }}
 */
export function sizeVerdict(app, figures) {
  const budgets = SIZE_BUDGETS[app];
  const checks = [
    againstBudget('start-up JS', figures.startupJs, budgets.startupJs),
    againstBudget('start-up CSS', figures.css, budgets.css),
    againstBudget('JS the dashboard downloads in all', figures.downloadedJs, budgets.downloadedJs),
  ];
  return { lines: checks.map((check) => check.text), fails: checks.some((check) => check.fails) };
}
