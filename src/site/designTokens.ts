/*
 * The park's colours, type and breakpoints, declared once. MUI's theme for the pages is made from
 * them (theme.ts); the frame (navbar, menus, Home's hero) is drawn with emotion alone and reads
 * them here, so the first screen needs none of MUI's theme machinery to look like the pages.
 */

/** Night navy: the navbar, the footer, the hero and the text. */
export const NAVY = '#12263a';
/** Sand: light text on navy. */
export const SAND = '#f2e6d0';

/** The logo's own colours (public/site/logo.svg), brighter than the buttons' so that they show on navy. */
export const LOGO_COLORS = {
  /** The middle cathode. */
  copper: '#d9955a',
  /** The spark. */
  spark: '#5fb3c1',
} as const;

export const COLORS = {
  /** Copper: the main actions. */
  primary: '#9a5a22',
  /** What MUI derives from the copper for a pressed or hovered main action (its palette's `dark`). */
  primaryDark: 'rgb(107, 62, 23)',
  /** Teal. */
  secondary: '#1f7a8c',
  background: '#fbf8f3',
  paper: '#ffffff',
  text: NAVY,
  textSecondary: '#3d4f61',
  warning: '#b45309',
  success: '#2e7d32',
  onColor: '#ffffff',
  /** MUI's `action.hover` and `action.selected`: a row under the pointer, the entry on show. */
  hover: 'rgba(0, 0, 0, 0.04)',
  selected: 'rgba(0, 0, 0, 0.08)',
} as const;

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

/** The main heading of a page (the hero's, the banners'). */
export const H1 = { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 700 } as const;

/** The corners of buttons, cards and menus. */
export const RADIUS = 10;

/** Widths where the layout changes (MUI's default values, which the pages' `sx` use too). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** A media query for this width and wider, as MUI writes `theme.breakpoints.up`. */
export const fromWidth = (breakpoint: keyof typeof BREAKPOINTS) => `@media (min-width:${BREAKPOINTS[breakpoint]}px)`;

/** MUI's elevations 2, 4 and 8 (a raised button, the navbar, a menu), which the frame draws by hand. */
export const SHADOWS = {
  2: '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)',
  4: '0px 2px 4px -1px rgba(0,0,0,0.2),0px 4px 5px 0px rgba(0,0,0,0.14),0px 1px 10px 0px rgba(0,0,0,0.12)',
  8: '0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)',
} as const;

/** MUI's standard easing, for the transitions the frame copies from its components. */
export const EASE = 'cubic-bezier(0.4, 0, 0.2, 1)';
