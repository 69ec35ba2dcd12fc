// `npm run bench:throughput`: the throughput part of `npm run bench` alone (bench/throughput.ts),
// without the Lighthouse runs, against the compiled server as `npm start` runs it (`npm run build` first).
import { startCompiledServer } from './compiledServer';
import { measureThroughput, printMemory } from './throughput';

const server = await startCompiledServer();
try {
  const idleBytes = await server.idleBytes();
  const { peakBytes } = await measureThroughput(server.address, server.residentBytes);
  printMemory({ idleBytes, peakBytes });
} finally {
  await server.close();
}
