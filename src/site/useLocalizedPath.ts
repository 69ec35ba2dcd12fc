import { useCallback } from 'react';
import { localizedPath } from '../api/languagePaths';
import { useLanguage } from '../i18n/useLanguage';

/** Turns a page path into the address of that page in the language on show (`/contact` → `/ru/contact`). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(language, path), [language]);
}
