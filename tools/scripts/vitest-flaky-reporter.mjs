// A Vitest reporter for `npm test`: it writes the names of the tests that passed only on a retry to the
// file named by VITEST_FLAKY_REPORT, so that test.mjs counts them as failed. Vitest's JSON report calls
// such a test "passed" and says nothing of the retry.
import { writeFileSync } from 'node:fs';

export default class FlakyTestsReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    if (!testCase.diagnostic()?.flaky) return;
    const project = testCase.project.name ? `[${testCase.project.name}] ` : '';
    this.flaky.push(`${project}${testCase.module.relativeModuleId} > ${testCase.fullName}`);
  }

  onTestRunEnd() {
    const file = process.env.VITEST_FLAKY_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.flaky));
  }
}
