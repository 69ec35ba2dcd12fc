import { NAVY } from '../../designTokens';

/** A navbar dropdown's `<details>`: its button stays lit while it is open. */
export const openMenuStyle = { '&[open] > summary': { bgcolor: 'rgba(255,255,255,0.16)' } } as const;

/** A navbar dropdown's button, the `<summary>`: without the browser's disclosure triangle. */
export const menuButtonStyle = { listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } } as const;

/** An entry of the navbar's dropdowns (the phone menu, the language menu): a full-width row, easy to tap. */
export const menuEntryStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  minHeight: 48,
  px: 2,
  color: NAVY,
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: `2px solid ${NAVY}`, outlineOffset: -2 },
  '&[aria-current="page"]': { boxShadow: 'inset 3px 0 0 #e0a468', bgcolor: 'action.selected' },
} as const;
