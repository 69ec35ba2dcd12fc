import { styled, type Theme } from '@mui/material/styles';
import { PageLink, PageNavLink } from './PageLink';

/*
 * The buttons of the navbar and of Home's hero: the first thing every page shows, so their code is
 * part of every page's first download. MUI's Button would bring its ripple, its loading spinner and
 * their transitions (about 7 kB gzip) for a few links and two menu buttons; these are plain links
 * and buttons with the theme's button look. Buttons further down the pages stay MUI's.
 */

export const textLook = ({ theme }: { theme: Theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(1),
  minWidth: 64,
  padding: '6px 8px',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  color: 'inherit',
  backgroundColor: 'transparent',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: theme.transitions.create(['background-color', 'box-shadow'], {
    duration: theme.transitions.duration.short,
  }),
  '&:hover': {
    backgroundColor: `color-mix(in srgb, currentColor ${theme.palette.action.hoverOpacity * 100}%, transparent)`,
  },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
  '& > svg': { fontSize: 20, flexShrink: 0 },
});

const containedLook = ({ theme }: { theme: Theme }) => ({
  padding: '6px 16px',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[2],
  '&:hover': { backgroundColor: theme.palette.primary.dark, boxShadow: theme.shadows[4] },
  '&:disabled': { boxShadow: 'none' },
});

/** A text button (an icon, a short label) in the colour of what is around it. */
export const TextButton = styled('button')(textLook);

/** A link to another site that looks like a text button. */
export const TextAnchor = styled('a')(textLook);

/** A navigation entry that looks like a text button; `aria-current="page"` marks the page on show. */
export const TextNavLink = styled(PageNavLink)(textLook);

/** The main action: a filled button in the park's copper. */
export const ContainedButton = styled('button')(textLook, containedLook);

/** A link to a page that looks like the main action. */
export const ContainedLink = styled(PageLink)(textLook, containedLook);
