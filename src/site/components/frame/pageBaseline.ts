import type { CSSObject } from '@emotion/react';
import { COLORS, FONT_FAMILY } from '../../designTokens';

/**
 * The rules MUI's CssBaseline gives a page in the site's theme, written out: the frame draws the
 * first screen without MUI, and CssBaseline would bring MUI's theme machinery back into it.
 */
export const pageBaseline: CSSObject = {
  html: {
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    boxSizing: 'border-box',
    WebkitTextSizeAdjust: '100%',
  },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  'strong, b': { fontWeight: 700 },
  body: {
    margin: 0,
    color: COLORS.text,
    fontFamily: FONT_FAMILY,
    fontWeight: 400,
    fontSize: '1rem',
    lineHeight: 1.5,
    backgroundColor: COLORS.background,
    '@media print': { backgroundColor: '#fff' },
    '&::backdrop': { backgroundColor: COLORS.background },
  },
};
