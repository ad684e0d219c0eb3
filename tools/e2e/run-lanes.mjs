// `pnpm e2e`: the web and mini-app projects run side by side, each in its own Playwright process with its own
// servers on its own ports (E2E_PORT_OFFSET, the lane's number times LANE_PORT_STEP, above any offset given) and
// its own sandbox, so one project's clock moves never reach the other's. Most of an e2e test is waiting on a
// page or a poll, so two lanes on two cores take about half the wall time of one. Each line a lane prints keeps
// its project's name; with E2E_REPORT set, the lanes' JSON reports are merged into that one file.
// Arguments are passed to both lanes (e.g. `--grep`); to run a few spec files, call `playwright test` directly.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const LANES = ['web', 'mini-app'];
/** Ports a lane moves by: more than the four servers' spread (see ports.ts). */
const LANE_PORT_STEP = 50;
const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const mergedReport = process.env.E2E_REPORT;
const reportDir = mkdtempSync(join(tmpdir(), 'e2e-lanes-'));

/** Runs one lane; resolves with its exit code and the path of its JSON report. */
function runLane(project, index) {
  const report = join(reportDir, `${project}.json`);
  const child = spawn('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
    cwd: HERE,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_PROJECT: project,
      E2E_PORT_OFFSET: String(baseOffset + index * LANE_PORT_STEP),
      E2E_REPORT: report,
    },
  });
  // Whole lines only, each marked with its lane, so two lanes' output never mixes within a line.
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${project.padEnd(8)} | ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ project, code: code ?? (signal ? 1 : 0), report }));
  });
}

/** One report as the test script reads it: summed stats, every lane's suites. */
function mergeReports(paths) {
  const merged = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 }, suites: [] };
  for (const path of paths) {
    let report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      continue; // a lane that could not start wrote no report; its exit code fails the run
    }
    for (const key of ['expected', 'unexpected', 'flaky', 'skipped'])
      merged.stats[key] += report.stats[key] ?? 0;
    merged.stats.duration = Math.max(merged.stats.duration, report.stats.duration ?? 0);
    merged.suites.push(...report.suites);
  }
  return merged;
}

const results = await Promise.all(LANES.map(runLane));
if (mergedReport) writeFileSync(mergedReport, JSON.stringify(mergeReports(results.map((r) => r.report))));
rmSync(reportDir, { recursive: true, force: true });
for (const { project, code } of results)
  console.log(`e2e lane ${project}: ${code === 0 ? 'passed' : 'FAILED'}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
