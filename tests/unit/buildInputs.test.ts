import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Build,
  buildDecision,
  fingerprint,
  planBuild,
  recordInputs,
  SERVER_BUILD,
  SITE_BUILD,
} from '../../scripts/buildInputs.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('buildDecision', () => {
  const current = 'abc';
  it.each([
    // built, recorded, canBuild → decision
    [true, 'abc', true, 'current'],
    [true, 'abc', false, 'current'],
    [true, 'old', true, 'build'],
    [true, 'old', false, 'keep'],
    [true, undefined, true, 'build'],
    [true, undefined, false, 'keep'],
    [false, 'abc', true, 'build'],
    [false, undefined, true, 'build'],
    [false, 'abc', false, 'missing'],
    [false, undefined, false, 'missing'],
  ] as const)('built %s, recorded %s, tools %s: %s', (built, recorded, canBuild, decision) => {
    expect(buildDecision({ built, recorded, current, canBuild })).toBe(decision);
  });
});

describe('planBuild, in a folder of sources and a build', () => {
  let dir: string;
  let tools: boolean;
  const build: Build = {
    name: 'the test build',
    inputs: ['src', 'package-lock.json', 'absent.txt'],
    outputs: ['dist/index.html'],
    stamp: 'dist/.build-inputs.json',
    tool: 'Vite',
    canBuild: () => tools,
  };
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  /** What `npm run build` leaves: the output, and the fingerprint of the sources it was made from. */
  const makeBuild = () => {
    write('dist/index.html', '<!doctype html>');
    recordInputs(join(dir, build.stamp), fingerprint(build.inputs, dir));
  };
  const decision = () => planBuild(build, dir).decision;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'technopark-build-inputs-'));
    tools = true;
    write('src/site/main.tsx', 'hydrate();\n');
    write('src/server/index.ts', 'listen();\n');
    write('package-lock.json', '{ "lockfileVersion": 3 }\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('builds what is not built, or says it cannot without the tools', () => {
    expect(decision()).toBe('build');
    tools = false;
    expect(decision()).toBe('missing');
  });

  it('runs a build made from the sources as they are', () => {
    makeBuild();
    expect(decision()).toBe('current');
    tools = false;
    expect(decision()).toBe('current');
  });

  it('does not rebuild when files are rewritten with the same content, as npm prune does to package-lock.json', () => {
    makeBuild();
    const later = new Date(Date.now() + 60_000);
    for (const file of ['package-lock.json', 'src/site/main.tsx']) {
      writeFileSync(join(dir, file), readFileSync(join(dir, file)));
      utimesSync(join(dir, file), later, later);
    }
    tools = false;
    expect(decision()).toBe('current');
  });

  it.each([
    ['a source is edited', () => write('src/site/main.tsx', 'hydrateRoot();\n')],
    ['a source is added', () => write('src/site/pages/NewPage.tsx', 'export default 1;\n')],
    ['a source is removed', () => rmSync(join(dir, 'src/server/index.ts'))],
    ['a source is renamed', () => renameSync(join(dir, 'src/server/index.ts'), join(dir, 'src/server/main.ts'))],
    ['a named input appears', () => write('absent.txt', '')],
    ['the dependencies change', () => write('package-lock.json', '{ "lockfileVersion": 3, "packages": {} }\n')],
  ])('rebuilds when %s, or keeps the build when it cannot', (_what, change) => {
    makeBuild();
    change();
    expect(decision()).toBe('build');
    tools = false;
    expect(decision()).toBe('keep');
  });

  it('rebuilds a build that recorded no fingerprint (made before they were recorded) when it can', () => {
    write('dist/index.html', '<!doctype html>');
    expect(decision()).toBe('build');
    tools = false;
    expect(decision()).toBe('keep');
  });
});

describe('the builds of npm start', () => {
  it('knows the tools are installed here, and absent from a folder without node_modules', () => {
    const empty = mkdtempSync(join(tmpdir(), 'technopark-no-tools-'));
    try {
      expect(SITE_BUILD.canBuild(ROOT)).toBe(true);
      expect(SERVER_BUILD.canBuild(ROOT)).toBe(true);
      // npm start asks about the folder it runs in, by a relative path.
      expect(process.cwd()).toBe(ROOT.replace(/\/$/, ''));
      expect(SITE_BUILD.canBuild('.')).toBe(true);
      expect(SERVER_BUILD.canBuild('.')).toBe(true);
      expect(SITE_BUILD.canBuild(empty)).toBe(false);
      expect(SERVER_BUILD.canBuild(empty)).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('names inputs that exist, and package.json scripts.start runs the script that reads them', () => {
    for (const input of [...SITE_BUILD.inputs, ...SERVER_BUILD.inputs]) {
      expect(existsSync(join(ROOT, input)), input).toBe(true);
    }
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.start).toMatch(/^node (--[\w-]+=\S+ )*scripts\/start\.mjs$/);
    expect(readFileSync(join(ROOT, 'scripts/start.mjs'), 'utf8')).toContain("from './buildInputs.mjs'");
  });
});
