import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uzbekMessages } from '../../src/admin/i18n/uz';
import { uzbekSpelling } from '../../src/api/uzbekSpelling';
import { LANGUAGES, NAMESPACES } from '../../src/i18n/namespaces';

const LOCALES = 'locales';

/** Every key path of a translation file, e.g. `home.title`. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** A counted text's key without its plural form (`notice_few` → `notice`): i18next picks the form by the count. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const read = (language: string, file: string) => JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'));

describe('translations', () => {
  const namespaces = readdirSync(join(LOCALES, 'en'));

  it('are the 21 namespaces, in every language', () => {
    expect(namespaces.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
    for (const language of LANGUAGES)
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual(namespaces.sort());
  });

  it.each(namespaces)('%s has every key, with a text, in every language', (namespace) => {
    const english = [...new Set(keys(read('en', namespace)).map(pluralBase))].sort();
    for (const language of LANGUAGES) {
      const translation = read(language, namespace);
      const own = keys(translation);
      expect([...new Set(own.map(pluralBase))].sort(), `${language}/${namespace}`).toEqual(english);
      for (const key of own) {
        const text = key.split('.').reduce((node, part) => node[part], translation);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}/${namespace}: ${key}`).toBe(true);
      }
    }
  });

  it.each(namespaces)('%s gives a counted text every plural form its language has', (namespace) => {
    for (const language of LANGUAGES) {
      const own = keys(read(language, namespace));
      const counted = new Set(own.filter((key) => key !== pluralBase(key)).map(pluralBase));
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of counted)
        expect(own.filter((key) => pluralBase(key) === base).sort(), `${language}/${namespace}: ${base}`).toEqual(
          forms.map((form) => `${base}_${form}`).sort(),
        );
    }
  });

  it('spell Uzbek one way: oʻ and gʻ with U+02BB, the glottal stop with U+02BC', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value
          ? Object.values(value).flatMap(texts)
          : [];
    const uzbek = [...namespaces.flatMap((namespace) => texts(read('uz', namespace))), ...texts(uzbekMessages)];
    expect(uzbek.length).toBeGreaterThan(500);
    expect(uzbek.filter((text) => uzbekSpelling(text) !== text)).toEqual([]);
  });
});
