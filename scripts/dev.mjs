// `npm run dev`: the API server (restarting on change) and Vite with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';

const API_PORT = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: API_PORT },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, API_PORT } }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
