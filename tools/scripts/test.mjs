// `npm test`: installs what is missing (Debian's Chromium included), then runs format check, lint, type check,
// the catalog check, the size budget, the Vitest suites (unit and contract) and the Playwright e2e projects,
// and ends with one line that sums them: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, root } from './ensure-deps.mjs';

ensureDependencies();
ensureChromium();

const bin = (name) => join(root, 'node_modules', '.bin', name);
const script = (name) => ({ command: process.execPath, args: [join(root, 'tools', 'scripts', name)] });
const checks = [
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'typecheck', ...script('typecheck.mjs') },
  { name: 'translations', ...script('i18n-check.mjs') },
  { name: 'size budget', ...script('size.mjs') },
];

let passed = 0;
let failed = 0;
for (const check of checks) {
  console.log(`\n== ${check.name}`);
  const result = spawnSync(check.command, check.args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) passed++;
  else failed++;
  console.log(`== ${check.name}: ${result.status === 0 ? 'passed' : 'FAILED'}`);
}

console.log('\n== unit and contract tests');
const report = join(root, '.vitest-results.json');
rmSync(report, { force: true });
const vitest = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { cwd: root, stdio: 'inherit' },
);
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
  if (vitest.status !== 0 && results.numFailedTests === 0) failed++;
} else {
  failed++;
}

console.log('\n== e2e (Playwright: web, mini-app in tg-host)');
const e2eReport = join(root, '.e2e-results.json');
rmSync(e2eReport, { force: true });
const e2e = spawnSync('pnpm', ['--filter', '@wallet/e2e', 'test'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_REPORT: e2eReport },
});
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (e2e.status !== 0 && stats.unexpected === 0) failed++;
} else {
  failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
