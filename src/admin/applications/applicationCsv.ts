import { APPLICATION_STATUS_CHOICES } from './applicationStatus';
import { choiceColumn, type CsvColumn, fieldColumn, idColumn } from '../lists/csvExport';

/** An application's columns in an export: its reference, when it came, what was sent (`sent`), and what staff keep on it. */
export const APPLICATION_CSV_COLUMNS = (resource: string, sent: readonly string[]): CsvColumn[] => [
  idColumn,
  fieldColumn(resource, 'reference'),
  fieldColumn(resource, 'created_at'),
  ...sent.map((field) => fieldColumn(resource, field)),
  choiceColumn(resource, 'status', APPLICATION_STATUS_CHOICES),
  fieldColumn(resource, 'note'),
];
