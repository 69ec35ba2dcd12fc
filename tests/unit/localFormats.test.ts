import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/namespaces';
import { formatDate } from '../../src/site/dateFormat';
import { formatWholeNumber } from '../../src/site/numberFormat';

// The site writes dates and numbers without Intl (it is slow to start in a browser); Node's Intl,
// with its full locale data, is the reference they must match.
const INTL_DATES = {
  en: new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Asia/Tashkent' }),
  ru: new Intl.DateTimeFormat('ru', { dateStyle: 'long', timeZone: 'Asia/Tashkent' }),
  uz: new Intl.DateTimeFormat('ru', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Tashkent' }),
};
const INTL_NUMBERS = {
  en: new Intl.NumberFormat('en'),
  ru: new Intl.NumberFormat('ru'),
  uz: new Intl.NumberFormat('ru'),
};

describe('dates in the three languages', () => {
  // Every day from 2000 to 2031, at times either side of midnight in Tashkent (19:00 UTC).
  const instants: string[] = [];
  for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2032, 0, 1); time += 24 * 60 * 60 * 1000)
    for (const hour of [0, 18, 18.99, 19, 23.5]) instants.push(new Date(time + hour * 60 * 60 * 1000).toISOString());

  it.each(LANGUAGES)('%s: as Intl writes them, in Tashkent time', (language) => {
    const mismatches = instants.filter(
      (iso) => formatDate(language, iso) !== INTL_DATES[language].format(new Date(iso)),
    );
    expect(mismatches).toEqual([]);
  });

  it('reads a stored date in the park’s day, whatever the reader’s time zone', () => {
    expect(formatDate('en', '2026-11-12T19:30:00Z')).toBe('November 13, 2026');
    expect(formatDate('ru', '2026-11-12T18:59:59Z')).toBe('12 ноября 2026 г.');
    expect(formatDate('uz', '2026-01-05T00:00:00+05:00')).toBe('05.01.2026');
  });
});

describe('whole numbers in the three languages', () => {
  const values = [
    0, 1, 9, 10, 999, 1000, 1001, 23_456, 100_000, 319_690_000, 1_234_567_890, -1, -1000, -987_654, 2.4, 2.6, 999.5,
  ];

  it.each(LANGUAGES)('%s: as Intl writes them, rounded to whole numbers', (language) => {
    for (const value of values)
      expect(formatWholeNumber(language, value)).toBe(INTL_NUMBERS[language].format(Math.round(value)));
  });

  it('groups Russian and Uzbek digits with no-break spaces', () => {
    expect(formatWholeNumber('ru', 319_690_000)).toBe('319\u00a0690\u00a0000');
    expect(formatWholeNumber('uz', 4)).toBe('4');
    expect(formatWholeNumber('en', 299_160_000)).toBe('299,160,000');
  });
});
