import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '../../src/i18n/namespaces';

const LOCALES = 'locales';

/** Every key path of a translation file, e.g. `home.title`. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const read = (language: string, file: string) => JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'));

describe('translations', () => {
  const namespaces = readdirSync(join(LOCALES, 'en'));

  it('are the 19 namespaces, in every language', () => {
    expect(namespaces.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
    for (const language of LANGUAGES)
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual(namespaces.sort());
  });

  it.each(namespaces)('%s has every key, with a text, in every language', (namespace) => {
    const english = keys(read('en', namespace)).sort();
    for (const language of LANGUAGES) {
      const translation = read(language, namespace);
      expect(keys(translation).sort(), `${language}/${namespace}`).toEqual(english);
      for (const key of english) {
        const text = key.split('.').reduce((node, part) => node[part], translation);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}/${namespace}: ${key}`).toBe(true);
      }
    }
  });
});
