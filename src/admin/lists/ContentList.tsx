import type { ComponentType, ReactElement, ReactNode } from 'react';
import { DataTable, SimpleList, type Exporter, type RaRecord, type SortPayload } from 'react-admin';
import { CurrentPicture } from '../forms/CurrentPicture';
import { missingLanguageFilter } from './MissingLanguageFilter';
import { MissingLanguagesColumn } from './MissingLanguages';
import { SearchableList } from './SearchableList';
import { StaffDateField } from '../dates/StaffDateField';

/** A long text cut to three lines in a table cell. */
export const THREE_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

interface ContentListProps<Item extends RaRecord> {
  /** The heading of the picture column. */
  pictureLabel: string;
  pictureSize?: number;
  /** A row on a phone: its text beside the picture. */
  primaryText: (record: Item) => ReactNode;
  secondaryText?: (record: Item) => ReactNode;
  /** The table's columns between the picture and the languages the texts still lack. */
  columns: ReactNode;
  /** Ends the table with the date the record was added. */
  dated?: boolean;
  /** Shows that date otherwise (a news item's publication, none for a draft). */
  dateField?: ComponentType<{ source: string }>;
  /** What the Export button writes (lists/csvExport.ts). */
  exporter: Exporter;
  /** The order the list opens in; react-admin's default is by id. */
  sort?: SortPayload;
  /** Filters beside the search and "missing in a language". */
  filters?: ReactElement[];
}

/**
 * The list of a resource with a picture and texts in three languages (staff, news, participants,
 * services): on a phone the picture beside the texts; in a table the picture first, then the
 * resource's own columns, then the languages its texts still lack (and the date it was added); it
 * can be narrowed to the records missing one language.
 */
export function ContentList<Item extends RaRecord>({
  pictureLabel,
  pictureSize,
  primaryText,
  secondaryText,
  columns,
  dated = true,
  dateField = StaffDateField,
  exporter,
  sort,
  filters = [],
}: ContentListProps<Item>) {
  return (
    <SearchableList
      exporter={exporter}
      sort={sort}
      moreFilters={[missingLanguageFilter, ...filters]}
      phone={
        <SimpleList<Item>
          primaryText={primaryText}
          secondaryText={secondaryText}
          leftAvatar={() => <CurrentPicture size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col label={pictureLabel} disableSort>
            <CurrentPicture size={pictureSize} />
          </DataTable.Col>
          {columns}
          <MissingLanguagesColumn />
          {dated && <DataTable.Col source="created_at" field={dateField} />}
        </>
      }
    />
  );
}
