import { createTheme, type Theme } from '@mui/material/styles';

let theme: Theme | undefined;

const makeSiteTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#9a5a22', contrastText: '#ffffff' },
      secondary: { main: '#1f7a8c', contrastText: '#ffffff' },
      background: { default: '#fbf8f3', paper: '#ffffff' },
      text: { primary: '#12263a', secondary: '#3d4f61' },
      warning: { main: '#b45309', contrastText: '#ffffff' },
      success: { main: '#2e7d32', contrastText: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
      h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 700 },
      h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });

/**
 * The park's colours (copper, night navy, teal and sand) and type, made at the first render:
 * making a theme takes a phone some 15 ms, which would otherwise lengthen the single task that
 * evaluates the site's scripts.
 */
export const siteTheme = (): Theme => (theme ??= makeSiteTheme());

export const NAVY = '#12263a';
export const SAND = '#f2e6d0';
