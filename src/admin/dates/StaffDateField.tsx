import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';
import { dateLocaleOf } from './staffDates';

/**
 * react-admin's DateField in the back office's language rather than the browser's (a Russian
 * back office in an English browser writes 29.11.2026), Uzbek with Russian's digits (staffDates.ts).
 */
export function StaffDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField locales={dateLocaleOf(locale)} {...props} />;
}
