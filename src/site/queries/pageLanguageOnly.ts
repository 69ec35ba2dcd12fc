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

function withoutTranslations(record: unknown) {
  if (!isRecord(record) || !('translations' in record)) return record;
  const { translations: _otherLanguages, ...inPageLanguage } = record;
  return inPageLanguage;
}
