import type { CSSObject } from '@emotion/react';
import { COLORS, NAVY, SHADOWS } from '../../designTokens';

/** A navbar dropdown's `<details>`: its button stays lit while it is open. */
export const openMenuStyle: CSSObject = { '&[open] > summary': { backgroundColor: 'rgba(255,255,255,0.16)' } };

/** A navbar dropdown's button, the `<summary>`: without the browser's disclosure triangle. */
export const menuButtonStyle: CSSObject = { listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } };

/** An entry of the navbar's dropdowns (the phone menu, the language menu): a full-width row, easy to tap. */
export const menuEntryStyle: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 48,
  paddingLeft: 16,
  paddingRight: 16,
  color: NAVY,
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: COLORS.hover },
  '&:focus-visible': { outline: `2px solid ${NAVY}`, outlineOffset: -2 },
  '&[aria-current="page"]': { boxShadow: 'inset 3px 0 0 #e0a468', backgroundColor: COLORS.selected },
};

/** The surface a menu opens on, as MUI draws a menu's paper: white, raised to elevation 8. */
export const menuSurfaceStyle: CSSObject = { backgroundColor: COLORS.paper, boxShadow: SHADOWS[8] };
