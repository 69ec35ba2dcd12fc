import styled from '@emotion/styled';
import type { CSSObject } from '@emotion/react';
import { COLORS, EASE, FONT_FAMILY, RADIUS, SHADOWS } from '../../designTokens';
import { PageLink, PageNavLink } from './PageLink';

/*
 * The buttons of the navbar and of Home's hero: the first thing every page shows, so their code is
 * part of every page's first download. They are plain links and buttons drawn with emotion in the
 * look of MUI's text and contained buttons in the site's theme (its button type, corners, copper
 * and elevations), without MUI's Button (its ripple and spinner, some 7 kB of gzip) or its theme
 * machinery. Buttons further down the pages stay MUI's.
 */

export const textLook: CSSObject = {
  fontFamily: FONT_FAMILY,
  fontWeight: 500,
  fontSize: '0.875rem',
  lineHeight: 1.75,
  textTransform: 'uppercase',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minWidth: 64,
  padding: '6px 8px',
  border: 0,
  borderRadius: RADIUS,
  color: 'inherit',
  backgroundColor: 'transparent',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color 250ms ${EASE} 0ms,box-shadow 250ms ${EASE} 0ms`,
  // MUI's hover tint (4 %) of whatever colour the button's text has.
  '&:hover': { backgroundColor: 'color-mix(in srgb, currentColor 4%, transparent)' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
  '& > svg': { fontSize: 20, flexShrink: 0 },
};

const containedLook: CSSObject = {
  padding: '6px 16px',
  color: COLORS.onColor,
  backgroundColor: COLORS.primary,
  boxShadow: SHADOWS[2],
  '&:hover': { backgroundColor: COLORS.primaryDark, boxShadow: SHADOWS[4] },
  '&:disabled': { boxShadow: 'none' },
};

/** A text button (an icon, a short label) in the colour of what is around it. */
export const TextButton = styled.button(textLook);

/** A link to another site that looks like a text button. */
export const TextAnchor = styled.a(textLook);

/** A navigation entry that looks like a text button; `aria-current="page"` marks the page on show. */
export const TextNavLink = styled(PageNavLink)(textLook);

/** The main action: a filled button in the park's copper. */
export const ContainedButton = styled.button(textLook, containedLook);

/** A link to a page that looks like the main action. */
export const ContainedLink = styled(PageLink)(textLook, containedLook);
