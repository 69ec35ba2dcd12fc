import { NAVY } from '../../theme';

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
