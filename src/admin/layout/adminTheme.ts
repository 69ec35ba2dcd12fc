import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Below this width a table scrolls inside its card rather than squeezing its columns to a word a line. */
const TABLE_MIN_WIDTH = 640;

/**
 * react-admin's light theme in the park's colours, dark enough for readable text (WCAG AA):
 * its default blues and MUI's orange fail the contrast check on white. Row checkboxes get their
 * label onto the input itself, where screen readers look for it (react-admin puts it on the
 * wrapper, which MUI 9 no longer forwards).
 *
 * The page never scrolls sideways: react-admin lets a wide table widen the whole layout (and
 * squeeze the sidebar); here the content column may shrink, the sidebar keeps its width and a
 * wide table scrolls inside its card. The sidebar's labels wrap onto a second line rather than
 * end in an ellipsis: Russian and Uzbek names ("Документы инфоцентра") are longer than the
 * English ones it was sized for.
 */
export const adminTheme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    primary: { main: '#12263a', contrastText: '#ffffff' },
    secondary: { main: '#1d4f63', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
  },
  components: {
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
    },
    RaSidebar: { styleOverrides: { root: { flexShrink: 0 } } },
    RaMenu: {
      styleOverrides: {
        root: {
          '&.RaMenu-open .RaMenuItemLink-root .MuiTypography-root': {
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
          },
        },
      },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: {
      styleOverrides: {
        root: {
          // Relative: a text hidden for sight but read aloud ("opens in a new tab") sits absolutely
          // in a cell, and would otherwise be placed by the card, outside the scrolling box, and
          // widen the page again.
          '& .RaDataTable-tableWrapper': { overflowX: 'auto', position: 'relative' },
          '& .RaDataTable-table': { minWidth: TABLE_MIN_WIDTH },
        },
      },
    },
    MuiTableContainer: {
      styleOverrides: { root: { position: 'relative', '& > .MuiTable-root': { minWidth: TABLE_MIN_WIDTH } } },
    },
    // react-admin greys out "nothing here yet" below the contrast readers need.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: '#3d4f61', opacity: 1 } } } },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
          root: { 'aria-label': undefined },
        },
      },
    },
  },
});
