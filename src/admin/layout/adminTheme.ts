import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme in the park's colours, dark enough for readable text (WCAG AA):
 * its default blues and MUI's orange fail the contrast check on white. Row checkboxes get their
 * label onto the input itself, where screen readers look for it (react-admin puts it on the
 * wrapper, which MUI 9 no longer forwards).
 */
export const adminTheme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    primary: { main: '#12263a', contrastText: '#ffffff' },
    secondary: { main: '#1d4f63', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
  },
  components: {
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
