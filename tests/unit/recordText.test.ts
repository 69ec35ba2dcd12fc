import { describe, expect, it } from 'vitest';
import { asLine, representedBy, shownText } from '../../src/admin/lists/recordText';

const texts = (en: string, ru: string, uz: string) => ({ en: { title: en }, ru: { title: ru }, uz: { title: uz } });

describe("a record's text as the back office shows it", () => {
  it('is in the interface language where the record has it', () => {
    const record = { id: 1, title: 'Copper line', translations: texts('Copper line', 'Медная линия', '') };
    expect(shownText(record, 'title', 'ru')).toEqual({ text: 'Медная линия', lang: 'ru', foreign: false });
    expect(shownText(record, 'title', 'en')).toEqual({ text: 'Copper line', lang: 'en', foreign: false });
  });

  it('is in the first language the record has where the interface language has none, marked as such', () => {
    const uzbekOnly = { id: 2, title: '', translations: texts('', '', 'Yangi sex') };
    expect(shownText(uzbekOnly, 'title', 'ru')).toEqual({ text: 'Yangi sex', lang: 'uz', foreign: true });
    // An Uzbek reader gets Russian before English, as on the public site.
    const record = { id: 3, translations: texts('Copper line', 'Медная линия', '') };
    expect(shownText(record, 'title', 'uz')).toMatchObject({ text: 'Медная линия', lang: 'ru' });
  });

  it('is the field as it is for a text kept in one language only', () => {
    expect(shownText({ id: 4, email: 'a@b.uz' }, 'email', 'ru')).toEqual({
      text: 'a@b.uz',
      lang: 'ru',
      foreign: false,
    });
  });

  it('says the language in words on one line, in the interface language', () => {
    expect(asLine({ text: 'Yangi sex', lang: 'uz', foreign: true }, 'ru')).toBe('Yangi sex (на узбекском)');
    expect(asLine({ text: 'Yangi sex', lang: 'uz', foreign: true }, 'en')).toBe('Yangi sex (in Uzbek)');
    expect(asLine({ text: 'Медная линия', lang: 'ru', foreign: false }, 'ru')).toBe('Медная линия');
  });

  it('names a record by its title, its first words, or else its number: never by nothing', () => {
    const byTitle = representedBy('title', 'body');
    expect(byTitle({ id: 5, translations: texts('', '', 'Yangi sex') })).toBe('Yangi sex (in Uzbek)');
    const none = { title: '', body: '' };
    const opening = { title: '', body: '<p>The park <b>opened</b> in 2019.</p>' };
    const section = { id: 6, translations: { en: opening, ru: none, uz: none } };
    expect(byTitle(section)).toBe('The park opened in 2019.');
    expect(byTitle({ id: 7, translations: texts('', '', '') })).toBe('#7');
  });
});
