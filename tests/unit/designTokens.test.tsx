import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, COLORS, SHADOWS } from '../../src/site/designTokens';
import { textLook } from '../../src/site/components/frame/FrameButton';
import { pageBaseline } from '../../src/site/components/frame/pageBaseline';
import { siteTheme } from '../../src/site/theme';

/** The CSS a server render writes for an element (global rules included). */
function cssOf(element: ReactNode): string {
  const cache = createCache({ key: 'test' });
  const { extractCritical } = createEmotionServer(cache);
  return extractCritical(renderToString(<CacheProvider value={cache}>{element}</CacheProvider>)).css;
}

/*
 * The frame is drawn without MUI but must look like the pages drawn with it: the values it copies
 * from what MUI derives from the site's theme are held to what MUI derives.
 */
describe("the frame's design tokens", () => {
  const theme = siteTheme();

  it("are the MUI theme's derived colours, elevations and breakpoints", () => {
    expect(COLORS.primaryDark).toBe(theme.palette.primary.dark);
    expect(COLORS.hover).toBe(theme.palette.action.hover);
    expect(COLORS.selected).toBe(theme.palette.action.selected);
    expect([SHADOWS[2], SHADOWS[4], SHADOWS[8]]).toEqual([theme.shadows[2], theme.shadows[4], theme.shadows[8]]);
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS);
  });

  it("draw the frame's buttons in the theme's button type and corners", () => {
    const { fontFamily, fontWeight, fontSize, lineHeight, textTransform } = theme.typography.button;
    expect(textLook).toMatchObject({ fontFamily, fontWeight, fontSize, lineHeight, textTransform });
    expect(textLook.borderRadius).toBe(theme.shape.borderRadius);
  });

  it("give the page the same baseline as MUI's CssBaseline in the site's theme", () => {
    const mui = cssOf(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    expect(mui).toContain('body{margin:0;');
    expect(cssOf(<Global styles={pageBaseline} />)).toBe(mui);
  });
});
