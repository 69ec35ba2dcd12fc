import { startBenchServer } from '/work/main/bench/benchServer';
const s = await startBenchServer();
console.log(s.address);
process.on('SIGINT', async () => { await s.close(); process.exit(0); });
