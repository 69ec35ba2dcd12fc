import { describe, expect, it } from 'vitest';
import { isValidSlug } from '../../src/api/contentFields';
import { numberedSlug, slugOfText } from '../../src/api/slugMaking';

describe('slugs made from titles', () => {
  it('transliterates Russian', () => {
    expect(slugOfText('Технопарк открывает второй завод', 'ru')).toBe('tekhnopark-otkryvaet-vtoroy-zavod');
    expect(slugOfText('Щука, ёж и объём!', 'ru')).toBe('schuka-yozh-i-obyom');
  });

  it('writes Uzbek Cyrillic as Uzbek Latin does, without its ʻ', () => {
    expect(slugOfText('Ўзбекистон қўшма корхонаси: ғалла ҳосили', 'uz')).toBe(
      'ozbekiston-qoshma-korxonasi-galla-hosili',
    );
  });

  it('drops the ʻ and ʼ of Uzbek Latin instead of breaking the word', () => {
    expect(slugOfText('Oʻzbekiston gʻalla maʼlumot', 'uz')).toBe('ozbekiston-galla-malumot');
    expect(slugOfText("O'zbekiston", 'uz')).toBe('ozbekiston');
  });

  it('keeps English words and digits, lower-case, joined by single hyphens', () => {
    expect(slugOfText('  The Park opens its 2nd smelter — at last!  ', 'en')).toBe(
      'the-park-opens-its-2nd-smelter-at-last',
    );
  });

  it('cuts a long title at a word, within 80 characters', () => {
    const slug = slugOfText('word '.repeat(40), 'en');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)*$/);
  });

  it('numbers a taken slug within the length', () => {
    expect(numberedSlug('new-smelter', 2)).toBe('new-smelter-2');
    expect(numberedSlug('a'.repeat(80), 3)).toBe(`${'a'.repeat(78)}-3`);
  });

  it('takes only Latin letters, digits and single hyphens with a letter', () => {
    expect(isValidSlug('new-smelter-2')).toBe(true);
    expect(isValidSlug('2025')).toBe(false);
    expect(isValidSlug('New-Smelter')).toBe(false);
    expect(isValidSlug('new--smelter')).toBe(false);
    expect(isValidSlug('новости')).toBe(false);
    expect(isValidSlug('-new')).toBe(false);
  });
});
