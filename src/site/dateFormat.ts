import type { Language } from '../i18n/namespaces';

/**
 * Dates as the park's visitors write them, the same on the server and in every browser, in the
 * park's own time zone (not the reader's or the server's): "November 13, 2026", "13 ноября 2026 г.",
 * and in Uzbek the day.month.year digits used in Uzbekistan, "13.11.2026".
 *
 * These are the formats of `Intl.DateTimeFormat` (en and ru `dateStyle: 'long'`, ru digits for
 * Uzbek, since Chromium ships without Uzbek date data while Node has it), written out here because
 * a page's first `Intl.DateTimeFormat` loads the browser's locale and time-zone data: some 25–80 ms
 * of the main thread on a computer, four times that on a phone, just as the news pages hydrate.
 * tests/unit/localFormats.test.ts holds them to Intl's output.
 */

/** Tashkent keeps UTC+5 all year: Uzbekistan has had no daylight saving time since 1992. */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Russian names a month in a date in the genitive: 13 ноября. */
const MONTHS_RU = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatDate(language: Language, iso: string): string {
  const inTashkent = new Date(new Date(iso).getTime() + TASHKENT_OFFSET_MS);
  const day = inTashkent.getUTCDate();
  const month = inTashkent.getUTCMonth();
  const year = inTashkent.getUTCFullYear();
  if (language === 'en') return `${MONTHS_EN[month]} ${day}, ${year}`;
  if (language === 'ru') return `${day} ${MONTHS_RU[month]} ${year} г.`;
  return `${twoDigits(day)}.${twoDigits(month + 1)}.${year}`;
}
