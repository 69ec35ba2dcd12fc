/**
 * A public read's answer as a page keeps it: each record without `translations`, its texts in the
 * other languages (the API sends them for staff's forms and integrators). A page shows the plain
 * fields, already in its language, so the copies would only weigh on the HTML, which carries every
 * answer to the browser, by about a fifth.
 */
export function pageLanguageOnly<T>(answer: T): T {
  if (Array.isArray(answer)) return answer.map(withoutTranslations) as T;
  if (isRecord(answer) && Array.isArray(answer.items))
    return { ...answer, items: answer.items.map(withoutTranslations) };
  return withoutTranslations(answer) as T;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The record without its texts in other languages, but with its slugs in each, where it has them:
 * its page names its address in every language (hreflang), and a link names it in the page's.
 */
function withoutTranslations(record: unknown) {
  if (!isRecord(record) || !('translations' in record)) return record;
  const { translations, ...inPageLanguage } = record;
  const slugs = slugsOf(translations);
  return slugs ? { ...inPageLanguage, translations: slugs } : inPageLanguage;
}

function slugsOf(translations: unknown): Record<string, { slug: unknown }> | undefined {
  if (!isRecord(translations)) return undefined;
  const languages = Object.entries(translations).filter(
    (entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]) && 'slug' in entry[1],
  );
  return languages.length > 0
    ? Object.fromEntries(languages.map(([language, texts]) => [language, { slug: texts.slug }]))
    : undefined;
}
