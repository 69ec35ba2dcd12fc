/**
 * Dates and times as the back office's language writes them. Chromium has no Uzbek date data: it
 * writes "2026 M11 25" for `uz`, and the ISO digits for an Uzbek browser's own default, so Uzbek
 * gets the day.month.year digits used in Uzbekistan, which are Russian's, as on the public site.
 * The time is the browser's: staff read it in their own time zone.
 */
export const dateLocaleOf = (language: string) => (language === 'uz' ? 'ru' : language);

/** A moment, to the minute: "Nov 29, 2026, 4:37 PM", "29 нояб. 2026 г., 16:37", "29.11.2026, 16:37". */
export const dateTimeFormatOf = (language: string) =>
  language === 'uz'
    ? new Intl.DateTimeFormat(dateLocaleOf(language), {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

/** A day, in digits: "11/29/2026", "29.11.2026". */
export const dateFormatOf = (language: string) => new Intl.DateTimeFormat(dateLocaleOf(language));
