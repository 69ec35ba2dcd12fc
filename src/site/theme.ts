import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, COLORS, FONT_FAMILY, H1, RADIUS } from './designTokens';

let theme: Theme | undefined;

const makeSiteTheme = () =>
  createTheme({
    palette: {
      primary: { main: COLORS.primary, contrastText: COLORS.onColor },
      secondary: { main: COLORS.secondary, contrastText: COLORS.onColor },
      background: { default: COLORS.background, paper: COLORS.paper },
      text: { primary: COLORS.text, secondary: COLORS.textSecondary },
      warning: { main: COLORS.warning, contrastText: COLORS.onColor },
      success: { main: COLORS.success, contrastText: COLORS.onColor },
    },
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: RADIUS },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: H1,
      h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });

/**
 * The park's colours (copper, night navy, teal and sand) and type (designTokens.ts) as MUI's
 * theme, for the pages and the parts below the first screen, which bring it with their own code
 * (render/SiteTheme.tsx). Made at the first render: making a theme takes a phone some 15 ms.
 */
export const siteTheme = (): Theme => (theme ??= makeSiteTheme());
