// Whether a build can be run as it is, made first, or is missing where it cannot be made: shared by
// `npm start` and `npm run backup`/`restore`, which run the compiled server's code.
import { planBuild } from './buildInputs.mjs';

// Progress goes to stderr: stdout carries the server's JSON log lines only.
const say = (message) => console.error(message);

/** Builds `build` when it must and can; returns false when there is no build to run. */
export async function prepare(build, make) {
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
