// `npm start`: builds what is missing or was made from other sources (the site: browser bundle and
// server render entry; the compiled server), then runs the compiled server. Whether a build is
// current is decided by the content of its sources (scripts/buildInputs.mjs), so a production
// install (`npm ci --omit=dev`, `npm prune --omit=dev`: no Vite) runs the build it was given and
// never tries to make one.
import { SERVER_BUILD, SITE_BUILD } from './buildInputs.mjs';
import { prepare } from './prepareBuild.mjs';

// The build modules import their tools, which a production install may lack: loaded only to build.
const siteReady = await prepare(SITE_BUILD, async () => (await import('./build-site.mjs')).buildSite());
const serverReady = await prepare(SERVER_BUILD, async () => (await import('./build-server.mjs')).buildServer());
if (!siteReady || !serverReady) process.exit(1);

// Stack traces in the log name the TypeScript sources.
process.setSourceMapsEnabled(true);
// React's production build for the server render (its development build renders a page about a
// third slower), as the container runs it.
process.env.NODE_ENV ??= 'production';
await import(`../${SERVER_BUILD.outputs[0]}`);
