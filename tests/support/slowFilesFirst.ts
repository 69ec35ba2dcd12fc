import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in CI (the slowest-files reporter's list at the end of a run), the
 * longest first. CI installs with `npm ci`, which empties node_modules and with it Vitest's record
 * of each file's last duration: Vitest then starts the largest files first, and a long file that is
 * short in text (the cluster test, the backups) could start last and keep one worker busy alone
 * while the other has nothing left. Started first, they end while the other worker runs the many
 * short files. A file missing from the list only starts in Vitest's own order; one listed that no
 * longer exists is ignored.
 */
const SLOWEST_IN_CI = [
  'tests/api/cluster.test.ts',
  'tests/api/backupEncryption.test.ts',
  'tests/api/contentResources.test.ts',
  'tests/api/backup.test.ts',
  'tests/api/publicPages.test.ts',
  'tests/api/publicCache.test.ts',
  'tests/api/noBrokenLinks.test.ts',
  'tests/api/productionStart.test.ts',
  'tests/api/passwordChecks.test.ts',
  'tests/api/newsFeeds.test.ts',
];

const rankOf = (file: TestSpecification) => {
  const rank = SLOWEST_IN_CI.findIndex((path) => file.moduleId.endsWith(`/${path}`));
  return rank < 0 ? SLOWEST_IN_CI.length : rank;
};

/** Vitest's order (the longest last time first, when it remembers), with the files slowest in CI ahead of all. */
export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.toSorted((a, b) => rankOf(a) - rankOf(b));
  }
}
