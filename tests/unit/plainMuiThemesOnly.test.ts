import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteTheme } from '../../src/site/theme';
import { plainMuiThemesOnly } from '../../vite.config';

// The file as installed: the package's exports do not name it.
const createThemeFile = resolve('node_modules/@mui/material/styles/createTheme.mjs');

function transformed(edit = (code: string) => code) {
  const { handler } = plainMuiThemesOnly().transform as {
    handler: (code: string, id: string) => { code: string };
  };
  return handler(edit(readFileSync(createThemeFile, 'utf8')), createThemeFile).code;
}

describe("MUI's createTheme in the site's bundle", () => {
  it('no longer imports the CSS-variables theme maker', () => {
    const code = transformed();
    expect(code).not.toContain('./createThemeWithVars.mjs');
    expect(code).toContain('plainMuiThemesOnly');
    // The plain maker stays: every theme the site makes goes through it.
    expect(code).toContain('import createThemeNoVars from "./createThemeNoVars.mjs";');
  });

  it('stops the build when MUI imports the maker another way', () => {
    const upgraded = (code: string) => code.replace('from "./createThemeWithVars.mjs"', 'from "./createThemeVars.mjs"');
    expect(() => transformed(upgraded)).toThrow(/no longer imports createThemeWithVars/);
  });

  it('is given a plain theme by the site', () => {
    // A theme made with CSS variables carries `vars`; the site's must not need the left-out maker.
    expect(siteTheme()).not.toHaveProperty('vars');
    expect(siteTheme().palette.primary.main).toBe('#9a5a22');
  });
});
