import { cloneElement, type ReactElement } from 'react';
import { DataTable, SelectInput, SimpleList, type RaRecord } from 'react-admin';
import type { AnyContentResource } from '../../api/contentResource';
import { CurrentPicture } from '../forms/CurrentPicture';
import { useCsvExporter } from '../lists/csvExport';
import { missingLanguageFilter } from '../lists/MissingLanguageFilter';
import { MissingLanguagesColumn } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';
import { RecordText } from '../lists/TranslatedTextField';
import { PublicationColumn, publicationFilter } from '../publishing/PublicationField';
import { declaredCsvColumns } from './declaredCsv';
import { DeclaredColumn } from './DeclaredColumn';
import { type Choice, declaredFields, type ScreenField } from './declaredFields';
import { StaffDateField } from '../dates/StaffDateField';

/** What a resource module adds to its declaration for its list. */
export interface DeclaredListOptions {
  /** The labels of each choice field's values. */
  choices?: Readonly<Record<string, Choice[]>>;
  /** A column of the resource's own instead of the one its field's kind gives. */
  columns?: Readonly<Record<string, ReactElement>>;
  /** Ends the table with the date each record was added. */
  dated?: boolean;
}

/** A phone row's line of a field: a text in the interface's language, another value as it is. */
const lineOf = (shown: ScreenField | undefined) =>
  shown &&
  ((record: RaRecord) =>
    shown.field.kind === 'text' || shown.field.kind === 'richText' ? (
      <RecordText record={record} field={shown.name} />
    ) : (
      String(record[shown.name] ?? '')
    ));

/**
 * The list screen of a declared resource (SearchableList), from its field map: on a phone the
 * record's title and second line beside its picture; in a table its picture, the fields marked
 * as columns, where it stands for visitors (with `publishing`), the languages its texts still lack
 * (and the date it was added, `dated`). It is filtered by its declared filters, by publication
 * and by a language still missing, and its export is declaredCsvColumns'.
 */
export function declaredList(resource: AnyContentResource, options: DeclaredListOptions = {}) {
  const fields = declaredFields(resource);
  const { choices = {}, columns = {} } = options;
  const picture = fields.file?.field.kind === 'picture' ? fields.file : undefined;
  const csvColumns = declaredCsvColumns(resource, choices);
  const filters = [
    ...fields.values
      .filter(({ name, field }) => field.filter && choices[name])
      .map(({ name, label }) => (
        <SelectInput key={name} source={name} label={label} choices={choices[name]} alwaysOn sx={{ minWidth: 180 }} />
      )),
    ...(resource.publishing ? [publicationFilter] : []),
    missingLanguageFilter,
  ];
  const phone = (
    <SimpleList
      primaryText={lineOf(fields.title)!}
      secondaryText={lineOf(fields.subtitle)}
      leftAvatar={picture && (() => <CurrentPicture size={40} />)}
    />
  );
  const table = (
    <>
      {picture && (
        <DataTable.Col label={picture.label} disableSort>
          <CurrentPicture />
        </DataTable.Col>
      )}
      {fields.listed.map((field) => {
        const own = columns[field.name];
        return own ? (
          cloneElement(own, { key: field.name })
        ) : (
          <DeclaredColumn key={field.name} field={field} choices={choices[field.name]} />
        );
      })}
      {resource.publishing && <PublicationColumn />}
      <MissingLanguagesColumn />
      {options.dated && <DataTable.Col source="created_at" field={StaffDateField} />}
    </>
  );
  return function DeclaredList() {
    return <SearchableList exporter={useCsvExporter(csvColumns)} moreFilters={filters} phone={phone} columns={table} />;
  };
}
