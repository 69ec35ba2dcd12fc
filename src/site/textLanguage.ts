import type { ContentLanguage, TextLanguages } from '../api/translations';
import { useLanguage } from '../i18n/useLanguage';

export interface WithTextLanguages<Field extends string> {
  /** The language each text of a record is in, as the API answers it. */
  languages: TextLanguages<Field>;
}

/**
 * Where a record lacks the page's language, the API shows another language's text (and says which
 * in `languages`); such a text is marked with its own `lang`, so that screen readers speak it in
 * that language and browsers hyphenate it by its rules. `langOf` is that attribute (undefined for a
 * text in the page's language); `altOf` a picture's alt text: the staff's `picture_alt`, or where
 * none is written the `fallback` text (the record's name, or nothing for a picture that only
 * decorates a card), with the `lang` of the one used.
 */
export function useTextLanguage() {
  const page = useLanguage();
  const langOf = <Field extends string>(item: WithTextLanguages<Field>, field: Field): ContentLanguage | undefined => {
    const lang = item.languages[field];
    return lang && lang !== page ? lang : undefined;
  };
  const altOf = <Field extends string = never>(
    item: WithTextLanguages<NoInfer<Field> | 'picture_alt'> & { picture_alt: string } & Partial<
        Record<NoInfer<Field>, string>
      >,
    fallback?: Field,
  ): { alt: string; lang: ContentLanguage | undefined } => {
    if (item.picture_alt.trim()) return { alt: item.picture_alt, lang: langOf(item, 'picture_alt') };
    if (fallback === undefined) return { alt: '', lang: undefined };
    return { alt: item[fallback] ?? '', lang: langOf(item, fallback) };
  };
  return { langOf, altOf };
}
