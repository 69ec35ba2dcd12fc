import type { Language } from '../i18n/namespaces';

/**
 * What separates groups of three digits: a comma in English; a no-break space in Russian, and in
 * Uzbek, which groups digits as Russian does.
 */
const GROUP_SEPARATORS: Record<Language, string> = { en: ',', ru: '\u00a0', uz: '\u00a0' };

/**
 * Whole numbers as each language writes them, the same on the server and in every browser:
 * 319,690,000 or 319 690 000. The output of `Intl.NumberFormat` (tests/unit/localFormats.test.ts
 * holds it to that), written out because a page's first `Intl.NumberFormat` loads the browser's
 * locale data, some 30 ms of the main thread on a computer and four times that on a phone, and
 * because Chromium lacks the Uzbek data Node has. Fractions are rounded away: the site counts
 * hectares, projects and dollars.
 */
export function formatWholeNumber(language: Language, value: number): string {
  const rounded = Math.round(value);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATORS[language]);
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** What separates the whole part from the fraction: a point in English, a comma in Russian and Uzbek. */
const DECIMAL_SEPARATORS: Record<Language, string> = { en: '.', ru: ',', uz: ',' };

/** A measure to two decimal places where it has a fraction (hectares of land, megabytes of a file): 338, 12.5 (12,5 in Russian), 30. */
export function formatToHundredths(language: Language, value: number): string {
  const hundredths = Math.round(Math.abs(value) * 100);
  const whole = formatWholeNumber(language, Math.floor(hundredths / 100));
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${whole}${fraction ? DECIMAL_SEPARATORS[language] + fraction : ''}`;
}
