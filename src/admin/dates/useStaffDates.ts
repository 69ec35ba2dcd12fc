import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { dateFormatOf, dateTimeFormatOf } from './staffDates';

/** A stored time (ISO) as the back office's language writes a moment or a day (staffDates.ts). */
export function useStaffDates() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const [moment, day] = [dateTimeFormatOf(locale), dateFormatOf(locale)];
    return {
      dateTime: (iso: string) => moment.format(new Date(iso)),
      date: (iso: string) => day.format(new Date(iso)),
    };
  }, [locale]);
}
