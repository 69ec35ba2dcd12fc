import { isLanguage } from '../../i18n/namespaces';
import { rememberLanguage } from '../../i18n/languagePaths';

/** Marks the language menu's links (components/frame/LanguageMenu.tsx): following one keeps its language. */
export const KEEPS_LANGUAGE_ATTRIBUTE = 'data-keeps-language';

/**
 * Keeps the visitor's language choice for the next visit (the site's start moves a returning
 * visitor to the language they chose). One listener on the document, started by the first script a
 * page runs, so a choice tapped before React has taken the page over counts as well.
 */
export function keepLanguageChoices() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${KEEPS_LANGUAGE_ATTRIBUTE}]`) : null;
    const language = link?.getAttribute('hreflang') ?? null;
    if (isLanguage(language)) rememberLanguage(language);
  });
}
