// `npm test`: installs what is missing (Debian's Chromium included), then runs format check, lint, type check,
// the catalog check, the size budget, the Vitest suites (unit and contract) and the Playwright e2e projects,
// and ends with one line that sums them: `N passed, N failed`. A test that passes only on a retry is flaky:
// it is listed by name (`flaky: …`) and counted as failed. Before that line it prints each stage's wall time and
// the CPU time its processes used (stage-times.mjs), the figure that compares runs on a loaded machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { stageTimeLines, timeStage } from './stage-times.mjs';

/** @type {import('./stage-times.mjs').StageTime[]} */
const stages = [];
timeStage(
  'install',
  () => {
    ensureDependencies();
    ensureChromium();
  },
  stages,
);

const bin = (name) => join(root, 'node_modules', '.bin', name);
const script = (name) => ({ command: process.execPath, args: [join(root, 'tools', 'scripts', name)] });
const checks = [
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'style boundaries', ...script('style-boundaries.mjs') },
  { name: 'typecheck', ...script('typecheck.mjs') },
  { name: 'translations', ...script('i18n-check.mjs') },
  { name: 'size budget', ...script('size.mjs') },
];

let passed = 0;
let failed = 0;
/** Tests that passed only on a retry: listed by name, counted as failed. */
const flakyTests = [];
for (const check of checks) {
  console.log(`\n== ${check.name}`);
  const result = timeStage(
    check.name,
    () => spawnSync(check.command, check.args, { cwd: root, stdio: 'inherit' }),
    stages,
  );
  if (result.status === 0) passed++;
  else failed++;
  console.log(`== ${check.name}: ${result.status === 0 ? 'passed' : 'FAILED'}`);
}

console.log('\n== unit and contract tests');
const report = join(root, '.vitest-results.json');
const vitestFlakyReport = join(root, '.vitest-flaky.json');
rmSync(report, { force: true });
rmSync(vitestFlakyReport, { force: true });
const vitest = timeStage(
  'unit and contract tests',
  () =>
    spawnSync(
      bin('vitest'),
      [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--reporter=${join(root, 'tools', 'scripts', 'vitest-flaky-reporter.mjs')}`,
        `--outputFile.json=${report}`,
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, VITEST_FLAKY_REPORT: vitestFlakyReport } },
    ),
  stages,
);
if (existsSync(report) && existsSync(vitestFlakyReport)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  // A test that passed only on a retry is counted as failed.
  const flaky = JSON.parse(readFileSync(vitestFlakyReport, 'utf8'));
  passed += results.numPassedTests - flaky.length;
  failed += results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0) + flaky.length;
  flakyTests.push(...flaky);
  if (vitest.status !== 0 && results.numFailedTests === 0) failed++;
} else {
  failed++;
}

console.log('\n== e2e (Playwright: web, mini-app in tg-host)');
const e2eReport = join(root, '.e2e-results.json');
rmSync(e2eReport, { force: true });
const e2e = timeStage(
  'e2e',
  () =>
    spawnSync('pnpm', ['--filter', '@wallet/e2e', 'test'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_REPORT: e2eReport },
    }),
  stages,
);
if (existsSync(e2eReport)) {
  const { stats, suites } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  // A test that passed only on a retry is counted as failed.
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  flakyTests.push(...flakyPlaywrightTests(suites));
  if (e2e.status !== 0 && stats.unexpected + stats.flaky === 0) failed++;
} else {
  failed++;
}

console.log('');
for (const line of stageTimeLines(stages)) console.log(line);
for (const name of flakyTests) console.log(`flaky: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** "[project] file > title" of every test Playwright marked flaky (failed, then passed on a retry). */
function flakyPlaywrightTests(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${spec.file} > ${spec.title}`),
    ),
    ...flakyPlaywrightTests(suite.suites),
  ]);
}
