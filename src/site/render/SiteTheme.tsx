// MUI's own ThemeProvider also brings its CSS-variables provider, which the site's theme does not use.
import { ThemeProvider } from '@mui/system';
import type { ComponentType } from 'react';
import { siteTheme } from '../theme';

/**
 * The component inside the site's MUI theme. The frame and Home's first screen are drawn without
 * MUI, so the theme is not around the whole site: each page, and each part loaded later (Home's
 * sections, the footer, the film's dialog), is given it in its own chunk (siteRoutes.tsx,
 * lazy/themedPart.ts). A part inside a page that has it already is given it again, at no cost.
 */
export function withSiteTheme<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Themed(props: Props) {
    return (
      <ThemeProvider theme={siteTheme()}>
        <Component {...props} />
      </ThemeProvider>
    );
  }
  return Themed;
}
