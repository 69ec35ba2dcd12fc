import {
  type ColumnField,
  type ContentField,
  type FieldScreen,
  type FileField,
  type TextField,
  isColumn,
  isFile,
  isText,
} from '../../api/contentFields';
import type { AnyContentResource } from '../../api/contentResource';
import { pictureAltField } from '../../api/pictureAlt';

/** One field of a declaration as the back office's screens read it. */
export interface ScreenField<Field extends ContentField = ContentField> {
  name: string;
  field: Field;
  screen: FieldScreen;
  /** Its words: `resources.<resource>.fields.<field>`, or those of the field `screen.label` names. */
  label: string;
}

/** A field with one of a set of values: the values, each with its label (a translation key). */
export interface Choice {
  id: string | number;
  name: string;
}

const screenOf = (field: ContentField): FieldScreen => ('screen' in field && field.screen) || {};

/**
 * The fields of a declared resource (its `fieldMap`, src/api/contentFields.ts) in the map's
 * order, sorted by what the screens do with them: the texts of the language tabs (the picture's
 * alt text first, under the picture), the record's own columns, its place in the staff's order,
 * its one file, the text naming a record and a phone row's second line, and the table's columns.
 */
export function declaredFields(resource: Pick<AnyContentResource, 'name' | 'fieldMap'>) {
  const fields = Object.entries(resource.fieldMap ?? {}).map(([name, field]): ScreenField => {
    const screen = screenOf(field);
    return { name, field, screen, label: `resources.${resource.name}.fields.${screen.label ?? name}` };
  });
  const ofKind = <Field extends ContentField>(is: (field: ContentField) => field is Field) =>
    fields.filter((entry): entry is ScreenField<Field> => is(entry.field));
  const texts = ofKind(isText);
  const columns = ofKind(isColumn);
  const title = fields.find(({ screen }) => screen.title) ?? texts[0];
  if (!title) throw new Error(`${resource.name}: a record needs a text that names it (screen: { title: true })`);
  return {
    texts: [...texts.filter(isPictureAltText), ...texts.filter((text) => !isPictureAltText(text))],
    values: columns.filter(({ field }) => field.kind !== 'position'),
    position: columns.find(({ field }) => field.kind === 'position'),
    file: ofKind(isFile)[0],
    title,
    subtitle: fields.find(({ screen }) => screen.subtitle),
    listed: fields.filter(({ screen }) => screen.column),
  };
}

export type DeclaredFields = ReturnType<typeof declaredFields>;

/** Whether a text is the picture's alt text (pictureAlt()), which has an input of its own. */
export const isPictureAltText = (text: ScreenField<TextField>) => text.field.answer === pictureAltField.picture_alt;
export type { ColumnField, FileField, TextField };

/** The value a create takes for a field left out (a choice's default), if its declaration gives one. */
export function defaultOf(field: ColumnField): unknown {
  const parsed = field.create.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}
