import { describe, expect, it } from 'vitest';
import { queryTerms, snippetOf } from '../../src/server/search/matching';
import { searchWords } from '../../src/server/search/searchWords';

/** The words as the search compares them (src/server/search/searchWords.ts), and a query's terms. */
describe('search words', () => {
  const words = (text: string, language: 'en' | 'ru' | 'uz') => searchWords(text, language).map((word) => word.word);
  const stems = (text: string, language: 'en' | 'ru' | 'uz') => searchWords(text, language).map((word) => word.stem);

  it('folds case and ё, and stems Russian and English word forms alike', () => {
    expect(words('Ёмкость ЗАВОДА', 'ru')).toEqual(['емкость', 'завода']);
    expect(stems('заводы завод', 'ru')).toEqual(['завод', 'завод']);
    expect(stems('линии линию', 'ru')[0]).toBe(stems('линии линию', 'ru')[1]);
    expect(stems('plants plant', 'en')).toEqual(['plant', 'plant']);
  });

  it('spells every Uzbek apostrophe one way, and Uzbek Cyrillic in Latin', () => {
    const spellings = ["o'quv", 'oʻquv', 'o‘quv', 'o’quv', 'oʼquv', 'o`quv'].map((typed) => words(typed, 'uz')[0]);
    expect(new Set(spellings)).toEqual(new Set(["o'quv"]));
    expect(words('ўқув Олмалиқ Ереван подстанция маъмурият', 'uz')).toEqual([
      "o'quv",
      'olmaliq',
      'yerevan',
      'podstansiya',
      "ma'muriyat",
    ]);
    expect(words('ғалла', 'uz')).toEqual(["g'alla"]);
  });

  it('keeps operators and quotes out of the words, and one-letter queries look for nothing', () => {
    expect(queryTerms('"copper" OR -cable* AND 100%').map((term) => term.words[0])).toEqual([
      'copper',
      'or',
      'cable',
      'and',
      '100',
    ]);
    expect(queryTerms('a')).toEqual([]);
    expect(queryTerms('  ')).toEqual([]);
    expect(queryTerms('x'.repeat(500))[0]!.words[0]).toHaveLength(200);
    expect(queryTerms('copper smel').map((term) => term.prefix)).toEqual([false, true]);
  });

  it('marks the matched words in an escaped snippet', () => {
    const terms = queryTerms('plant');
    expect(snippetOf('<b>Plants</b> & a plant', 'en', terms)).toBe(
      '&lt;b&gt;<mark>Plants</mark>&lt;/b&gt; &amp; a <mark>plant</mark>',
    );
  });
});
