import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `npm run backup`/`restore`'s program, as a separate process on the settings of `env`. */
export const backupTool = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/backup/backupCli.ts', command, file], {
    env: { PATH: process.env.PATH, ...env },
  });

/** What a refused run of the tool said and its exit code. */
export const refusedRun = (running: ReturnType<typeof backupTool>) =>
  running.then(
    () => ({ code: 0, stdout: '' }),
    (failure: { code: number; stdout: string }) => ({ code: failure.code, stdout: failure.stdout }),
  );
