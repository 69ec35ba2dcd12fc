// `npm start`: builds what is missing or was made from other sources (the site: browser bundle and
// server render entry; the compiled server), then runs the compiled server. Whether a build is
// current is decided by the content of its sources (scripts/buildInputs.mjs), so a production
// install (`npm ci --omit=dev`, `npm prune --omit=dev`: no Vite) runs the build it was given and
// never tries to make one.
import { SERVER_BUILD, SITE_BUILD, planBuild } from './buildInputs.mjs';

// Progress goes to stderr: stdout carries the server's JSON log lines only.
const say = (message) => console.error(message);

/** Builds `build` when it must and can; returns false when there is no build to run. */
async function prepare(build, make) {
  const { decision } = planBuild(build);
  const folder = build.outputs[0].split('/')[0];
  if (decision === 'build') {
    say(`Building ${build.name} into ${folder}/ (first start, or its sources changed since the last build)…`);
    await make();
  } else if (decision === 'keep') {
    say(
      `Serving ${build.name} as built in ${folder}/: its sources differ from those it was made from, but ${build.tool} ` +
        'is not installed here (a production install), so it is not rebuilt. Rebuild with `npm run build` where ' +
        'the development dependencies are installed.',
    );
  } else if (decision === 'missing') {
    say(
      `Cannot start: ${build.name} has not been built (${build.outputs.join(', ')} missing) and cannot be built ` +
        `here, as ${build.tool} is not installed (\`npm ci --omit=dev\` and \`npm prune --omit=dev\` leave it out). ` +
        'Build with every dependency installed (`npm ci && npm run build`), then prune if you like, and start again.',
    );
    return false;
  }
  return true;
}

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
