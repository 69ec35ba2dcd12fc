import { defineConfig } from 'vitest/config';
import SlowFilesFirst from './tests/support/slowFilesFirst';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one file at a time on two cores (one fewer than the cores). Much of an
    // API test's time is spent waiting on PostgreSQL, the password hashing threads and sockets,
    // so two files side by side finish the suite in about two thirds of the time.
    maxWorkers: 2,
    // So that the two workers end together: the files slowest in CI start first (see the sequencer).
    sequence: { sequencer: SlowFilesFirst },
    reporters: ['default', './tests/support/slowestFilesReporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
