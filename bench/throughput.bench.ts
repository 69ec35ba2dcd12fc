// `npm run bench:throughput`: the throughput part of `npm run bench` alone (bench/throughput.ts),
// without the Lighthouse runs, against the built site (`npm run build` first).
import { startBenchServer } from './benchServer';
import { measureThroughput } from './throughput';

const server = await startBenchServer();
try {
  await measureThroughput(server.address);
} finally {
  await server.close();
}
