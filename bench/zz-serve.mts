import { startBenchServer } from './benchServer';
const s = await startBenchServer();
console.log(s.address);
process.on('SIGINT', async () => { await s.close(); process.exit(0); });
setTimeout(async () => { await s.close(); process.exit(0); }, 25_000);
