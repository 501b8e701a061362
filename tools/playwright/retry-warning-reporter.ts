import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A test that passed only on a retry is not a silent pass: it is listed as a warning at the end of the
 * run (and in the file given by RETRY_WARNINGS_FILE, for CI to keep), so a flake gets chased, not hidden.
 */
export default class RetryWarningReporter implements Reporter {
  private readonly passedOnRetry = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' && result.retry > 0) this.passedOnRetry.set(test.titlePath().slice(1).join(' › '), result.retry);
  }

  async onEnd(_result: FullResult): Promise<void> {
    if (!this.passedOnRetry.size) return;
    const lines = [...this.passedOnRetry].map(([title, retry]) => `  ⚠ passed only on retry ${retry}: ${title}`);
    console.warn(`\nWARNING: ${this.passedOnRetry.size} test(s) needed a retry — a flake to fix, not a pass to trust:\n${lines.join('\n')}\n`);
    const file = process.env.RETRY_WARNINGS_FILE;
    if (file) {
      const { appendFileSync } = await import('node:fs');
      appendFileSync(file, `${lines.join('\n')}\n`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
