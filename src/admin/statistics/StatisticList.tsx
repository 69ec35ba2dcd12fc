import { DataTable, NumberField, SelectField, SimpleList } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { statisticResource } from '../../api/statistics';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { missingLanguageFilter } from '../lists/MissingLanguageFilter';
import { MissingLanguagesColumn } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';
import { IconOption, STATISTIC_ICON_CHOICES } from './StatisticForm';
import { RecordText, TranslatedColumn } from '../lists/TranslatedTextField';

type StatisticRecord = RecordOf<typeof statisticResource>;

const csv = csvColumnsOf('statistics');

const CSV_COLUMNS = [
  idColumn,
  csv.field('position'),
  csv.field('value'),
  ...csv.texts('title', 'description'),
  csv.choice('icon', STATISTIC_ICON_CHOICES),
];

/** Home's figures in the order the page shows them, which staff change here. */
export function StatisticList() {
  return (
    <SearchableList
      exporter={useCsvExporter(CSV_COLUMNS)}
      moreFilters={[missingLanguageFilter]}
      phone={
        <SimpleList<StatisticRecord>
          primaryText={(record) => <RecordText record={record} field="title" />}
          secondaryText={(record) => record.value.toLocaleString()}
        />
      }
      columns={
        <>
          <DataTable.Col source="icon">
            <SelectField source="icon" choices={STATISTIC_ICON_CHOICES} optionText={<IconOption />} />
          </DataTable.Col>
          <TranslatedColumn source="title" />
          <DataTable.Col source="value" field={NumberField} />
          <MissingLanguagesColumn />
        </>
      }
    />
  );
}
