// `npm run bench`: builds, then runs the benches one after another in production mode (the API,
// uploads, the site's pages, pictures, the search). `npm run bench -- --large`: only the large
// data set's (bench/largeData.bench.ts: lists, newsroom and search at 100,000 news, on SQLite and
// PostgreSQL), then the compiled server's memory over it, after a build.
import { spawnSync } from 'node:child_process';

const BENCHES = ['api', 'uploads', 'site', 'pictures', 'search'].map((name) => `bench/${name}.bench.ts`);

function run(command, args) {
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (status !== 0) process.exit(status ?? 1);
}

if (process.argv.includes('--large')) {
  run('npm', ['run', 'build']);
  run('npx', ['tsx', 'bench/largeData.bench.ts']);
} else {
  run('npm', ['run', 'build']);
  for (const bench of BENCHES) run('npx', ['tsx', bench]);
}
