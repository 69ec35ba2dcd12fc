import { downloadCSV, type Exporter, type RaRecord, type TranslateFunction, useTranslate } from 'react-admin';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';

/** One column of an export: its heading (a translation key, and the language of a translated text) and its value. */
export interface CsvColumn {
  label: string;
  language?: ContentLanguage;
  /** `translate` gives a value's label in the back office's language (a status, a role). */
  value: (record: RaRecord, translate: TranslateFunction) => unknown;
}

/** The text of a rich-text body, as a spreadsheet shows it best. */
function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('p, li, br, h1, h2, h3, h4').forEach((element) => element.append('\n'));
  return (body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

/** An uploaded file's address, whole, so that it opens from the spreadsheet. */
export const fullAddress = (url: unknown) =>
  typeof url === 'string' && url ? new URL(url, window.location.href).href : '';

export const idColumn: CsvColumn = { label: 'lists.export.id', value: (record) => record.id };

/** A field of the record as it is. */
export const fieldColumn = (
  resource: string,
  field: string,
  value: CsvColumn['value'] = (record) => record[field],
): CsvColumn => ({ label: `resources.${resource}.fields.${field}`, value });

/** An uploaded picture's (or file's) whole address, headed as the resource's `field`. */
export const pictureColumn = (resource: string, field: string) =>
  fieldColumn(resource, field, (record) => fullAddress(record.picture));

/** A field whose values are the ids of `choices`, written as their labels. */
export const choiceColumn = (
  resource: string,
  field: string,
  choices: readonly { id: string | number; name: string }[],
) =>
  fieldColumn(resource, field, (record, translate) => {
    const choice = choices.find(({ id }) => id === record[field]);
    return choice ? translate(choice.name) : record[field];
  });

/**
 * A text staff write in three languages, one column per language ("Title (English)", "Title
 * (Russian)", …), from the record's `translations`; `html` texts are written as plain text.
 */
export function translatedColumns(resource: string, field: string, { html = false } = {}): CsvColumn[] {
  return CONTENT_LANGUAGES.map((language) => ({
    label: `resources.${resource}.fields.${field}`,
    language,
    value: (record) => {
      const text = (record.translations as Record<string, Record<string, unknown>> | undefined)?.[language]?.[field];
      return typeof text === 'string' && html ? plainText(text) : text;
    },
  }));
}

/**
 * The columns of one resource's export, each headed by its field's label
 * (`resources.<resource>.fields.<field>`): a field as it is, texts in three languages (`html` ones
 * as plain text), a choice by its label, an upload by its whole address.
 */
export const csvColumnsOf = (resource: string) => ({
  field: (field: string) => fieldColumn(resource, field),
  texts: (...fields: string[]) => fields.flatMap((field) => translatedColumns(resource, field)),
  html: (field: string) => translatedColumns(resource, field, { html: true }),
  choice: (field: string, choices: readonly { id: string | number; name: string }[]) =>
    choiceColumn(resource, field, choices),
  picture: (field: string) => pictureColumn(resource, field),
});

const cell = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * Cells a spreadsheet would run as a formula: starting with a tab or a return, or, after any
 * leading spaces, tabs and line breaks (which spreadsheets skip), with `=` or `@` (or their
 * full-width forms `＝` `＠`, which some spreadsheets read as them), or with `+`/`-` (`＋`/`－`)
 * followed by anything but a phone number's digits, spaces, dots, dashes and brackets
 * (`+998 (71) 123-45-67` stays as staff typed it; `+cmd|…` does not).
 */
const FORMULA = /^(?:[\t\r]|\s*(?:[=@\uFF1D\uFF20]|[+\-\uFF0B\uFF0D](?![\d\s().-]*$)))/;

/**
 * The CSV text of an export: its headings, then a row a record; a cell that starts like a formula
 * gets a leading `'`, so that it is never run as one.
 */
export async function csvText(headings: readonly string[], rows: readonly (readonly unknown[])[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse({ fields: [...headings], data: rows.map((row) => row.map(cell)) }, { escapeFormulae: FORMULA });
}

/**
 * The Export button's exporter for a list: every record the list holds (the data provider reads
 * them all, page after page), as a CSV file (csvText) with a heading per column in the back
 * office's language. Spreadsheets read it as UTF-8 (byte order mark).
 */
export function useCsvExporter(columns: readonly CsvColumn[]): Exporter {
  const translate = useTranslate();
  const heading = ({ label, language }: CsvColumn) =>
    language ? `${translate(label)} (${translate(`ra.locales.${language}`)})` : translate(label);
  return async (records: RaRecord[], _fetchRelated, _dataProvider, resource) => {
    const csv = await csvText(
      columns.map(heading),
      records.map((record) => columns.map((column) => column.value(record, translate))),
    );
    downloadCSV(`\uFEFF${csv}`, resource);
  };
}
