import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterWithoutDevelopmentParts } from '../../vite.config';

// The files as installed: the package's exports name only the entry, which imports the chunks.
const developmentDir = resolve('node_modules/react-router/dist/development');
const routerFiles = readdirSync(developmentDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => resolve(developmentDir, name));

type Handler = (code: string, id: string) => { code: string } | undefined;

/** The plugin's hooks, called as the bundler would over the given files. */
function build(files: { id: string; code: string }[]) {
  const plugin = reactRouterWithoutDevelopmentParts();
  (plugin.buildStart as () => void)();
  const handler = (plugin.transform as { handler: Handler }).handler;
  const results = files.map(({ id, code }) => handler(code, id)?.code ?? code);
  return { results, end: () => (plugin.buildEnd as (error?: Error) => void)() };
}

const installed = routerFiles.map((id) => ({ id, code: readFileSync(id, 'utf8') }));

describe("react-router's development build in the browser bundle", () => {
  it('has its warnings to developers turned off, as in its production build', () => {
    const { results, end } = build(installed);
    const all = results.join('\n');
    expect(all).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(all).not.toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(end).not.toThrow();
  });

  it('lets the bundler drop the components it does not use', () => {
    const all = build(installed).results.join('\n');
    expect(all).not.toMatch(/^\w+\.displayName = /m);
    expect(all).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(all).not.toMatch(/= React\d*\.forwardRef\(/);
    // The components themselves stay.
    expect(all).toContain('var Link = /* @__PURE__ */');
  });

  it('stops the build when react-router no longer has the flag', () => {
    const upgraded = installed.map(({ id, code }) => ({
      id,
      code: code.replace('ENABLE_DEV_WARNINGS = true', 'DEV = true'),
    }));
    expect(build(upgraded).end).toThrow(/found 0 times/);
  });
});
