import { useLocaleState } from 'react-admin';

/** A stored time as the back office's language writes a date and time. */
export function useDateTime() {
  const [locale] = useLocaleState();
  return (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
