import type { ComponentType } from 'react';

type ComponentModule<Props> = { default: ComponentType<Props> };

/**
 * Fetches a part drawn with MUI together with the site's MUI theme, and hands it back inside that
 * theme: the frame around it does not provide one (render/SiteTheme.tsx).
 */
export function themedPart<Props extends object>(
  load: () => Promise<ComponentModule<Props>>,
): () => Promise<ComponentModule<Props>> {
  return async () => {
    const [part, { withSiteTheme }] = await Promise.all([load(), import('../../render/SiteTheme')]);
    return { default: withSiteTheme(part.default) };
  };
}
