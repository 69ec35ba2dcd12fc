import type { ReactNode } from 'react';
import { DataTable, useResourceContext, type RaRecord } from 'react-admin';
import { ContentList } from './ContentList';
import { csvColumnsOf, idColumn, useCsvExporter } from './csvExport';
import { RecordText, TranslatedColumn } from './TranslatedTextField';

const BY_POSITION = { field: 'position', order: 'ASC' } as const;

interface PlacedPictureListProps<Item extends RaRecord> {
  /** The translated text that names a record: a phone row's first line, and the column after the position. */
  title: string;
  /** A phone row's second line. */
  secondaryText: (record: Item) => ReactNode;
  /** Columns after the title. */
  children?: ReactNode;
  /** The texts (translated) and then the fields the export writes between the position and the picture. */
  csv: { texts: readonly string[]; fields?: readonly string[] };
}

/**
 * The list of a part of Home or a park page that is a picture with words (hero slides, products,
 * partners, areas, infrastructure photos): in the order the page shows them (by position), the
 * picture, the position and the title first. The export writes the id, the position, each text in
 * three languages, the other fields, the picture's address and when the record was added.
 */
export function PlacedPictureList<Item extends RaRecord>({
  title,
  secondaryText,
  children,
  csv,
}: PlacedPictureListProps<Item>) {
  const resource = useResourceContext() ?? '';
  const columns = csvColumnsOf(resource);
  const exporter = useCsvExporter([
    idColumn,
    columns.field('position'),
    ...columns.texts(...csv.texts),
    ...(csv.fields ?? []).map(columns.field),
    columns.picture('picture'),
    columns.field('created_at'),
  ]);
  return (
    <ContentList<Item>
      exporter={exporter}
      sort={BY_POSITION}
      pictureLabel={`resources.${resource}.fields.picture`}
      primaryText={(record) => <RecordText record={record} field={title} />}
      secondaryText={secondaryText}
      dated={false}
      columns={
        <>
          <DataTable.Col source="position" />
          <TranslatedColumn source={title} />
          {children}
        </>
      }
    />
  );
}
