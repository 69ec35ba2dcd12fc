import { useLocaleState } from 'react-admin';

/**
 * A stored time as the back office's language writes a date and time. Chromium has no Uzbek date
 * data (it writes "2026 M11 25"), so Uzbek gets the day.month.year digits used in Uzbekistan,
 * which are Russian's, as on the public site.
 */
export function useDateTime() {
  const [locale] = useLocaleState();
  const format =
    locale === 'uz'
      ? new Intl.DateTimeFormat('ru', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        })
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
