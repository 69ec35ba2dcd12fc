import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import lazyTheme from '../../src/site/render/lazyTheme';
import { lazyMuiDefaultThemes } from '../../vite.config';

// The files as installed: the packages' exports name none of them.
const muiFile = (path: string) => resolve('node_modules/@mui', path);

function transformed(path: string, edit = (code: string) => code) {
  const id = muiFile(path);
  const { handler } = lazyMuiDefaultThemes().transform as {
    handler: (code: string, id: string) => { code: string } | undefined;
  };
  return handler(edit(readFileSync(id, 'utf8')), id);
}

describe('MUI default themes made on first read', () => {
  it.each(['material/Box/Box.mjs', 'material/styles/defaultTheme.mjs', 'system/createStyled/createStyled.mjs'])(
    'are no longer made as %s loads',
    (path) => {
      const code = transformed(path)?.code ?? '';
      expect(code).toContain('lazyTheme(() => createTheme())');
      expect(code).not.toMatch(/= createTheme\(\);/);
    },
  );

  it('leave MUI files without a default theme as they are', () => {
    expect(transformed('material/Button/Button.mjs')).toBeUndefined();
  });

  it('stop the build when MUI makes its default theme another way', () => {
    const upgraded = (code: string) => code.replace('createTheme();', 'createTheme({});');
    expect(() => transformed('material/styles/defaultTheme.mjs', upgraded)).toThrow(
      /no longer makes its default theme/,
    );
  });

  it('read as the theme they stand for, made once and only when read', () => {
    let made = 0;
    const theme = lazyTheme(() => {
      made += 1;
      return createTheme();
    });
    expect(made).toBe(0);
    const real = createTheme();
    expect(theme.palette.primary.main).toBe(real.palette.primary.main);
    expect(theme.spacing(2)).toBe(real.spacing(2));
    expect(Object.keys(theme)).toEqual(Object.keys(real));
    expect('breakpoints' in theme).toBe(true);
    expect({ ...theme }.typography.fontFamily).toBe(real.typography.fontFamily);
    expect(made).toBe(1);
  });
});
