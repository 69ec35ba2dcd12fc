// `npm run backup -- FILE` and `npm run restore -- FILE` (src/server/backup/backupCli.ts): run from the
// compiled server, made first if its sources changed, so they work in a production install too.
import { SERVER_BUILD } from './buildInputs.mjs';
import { prepare } from './prepareBuild.mjs';

if (!(await prepare(SERVER_BUILD, async () => (await import('./build-server.mjs')).buildServer()))) process.exit(1);
process.setSourceMapsEnabled(true);
await import(`../${SERVER_BUILD.outputs[1]}`);
