import type { Reporter, TestModule } from 'vitest/node';

/**
 * Names the ten test files that took longest, after the run's summary: where to look first when
 * the suite (and CI's time) grows. A file's time is its import and its tests and hooks, as the
 * worker that ran it measured them.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules.map((module) => {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      return { file: module.relativeModuleId, ms: collectDuration + setupDuration + duration };
    });
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    const lines = slowest.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    process.stdout.write(`\nThe ten slowest test files:\n${lines.join('\n')}\n`);
  }
}
