import type { AnyContentResource } from '../../api/contentResource';
import {
  choiceColumn,
  type CsvColumn,
  fieldColumn,
  idColumn,
  pictureColumn,
  translatedColumns,
} from '../lists/csvExport';
import { publicationCsvColumns } from '../publishing/PublicationField';
import { type Choice, declaredFields } from './declaredFields';

/**
 * The export of a declared resource: the id, the record's place, each text in three languages
 * (rich ones as plain text), its other values (a choice by its label), its file's whole address,
 * then where it stands for visitors and when it was published, or else when it was added.
 */
export function declaredCsvColumns(
  resource: Pick<AnyContentResource, 'name' | 'fieldMap' | 'publishing'>,
  choices: Readonly<Record<string, Choice[]>> = {},
): CsvColumn[] {
  const { name } = resource;
  const { position, texts, values, file } = declaredFields(resource);
  return [
    idColumn,
    ...(position ? [fieldColumn(name, position.name)] : []),
    ...texts.flatMap((text) => translatedColumns(name, text.name, { html: text.field.kind === 'richText' })),
    ...values.map((value) =>
      choices[value.name] ? choiceColumn(name, value.name, choices[value.name]) : fieldColumn(name, value.name),
    ),
    ...(file ? [pictureColumn(name, file.screen.label ?? file.name)] : []),
    ...(resource.publishing ? publicationCsvColumns(name) : [fieldColumn(name, 'created_at')]),
  ];
}
