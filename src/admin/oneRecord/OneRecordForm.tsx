import type { ReactNode } from 'react';
import {
  ArrayInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useTranslate,
  type SimpleFormProps,
  type Validator,
} from 'react-admin';
import type { ZodType } from 'zod';
import { isFile, isText, type ListField } from '../../api/contentFields';
import { type AnyOneRecordResource, isList, type RecordField, recordFieldsOf } from '../../api/oneRecordResource';
import { notBlank } from '../forms/formRules';
import { GuardedForm } from '../forms/GuardedForm';
import { PictureInput } from '../forms/PictureInput';
import { inEnglish, TranslatedInputs } from '../forms/TranslatedInputs';

/**
 * How the form shows one field where the defaults do not say it best: the message of its rule,
 * its help under the input, and for a list the label and message of each item (or of each of an
 * item's fields). Labels are `resources.<name>.fields.<field>`; a list's items are labelled
 * `<field>_item` (an object's fields `<field>_<key>`) unless said here. All are translation keys.
 */
export interface InputLook {
  message?: string;
  help?: string;
  item?: ItemLook;
  items?: Record<string, ItemLook>;
}
interface ItemLook {
  label?: string;
  message?: string;
  /** The input's type, for the keyboard a phone shows (`tel`). */
  type?: string;
  /** Wide enough for an address. */
  wide?: true;
}
export type InputLooks = Record<string, InputLook>;

/** Until a field says otherwise: what the form shows under an input its rule refuses. */
const INVALID = 'forms.validation.invalid_field';

/**
 * react-admin shows a row's Remove button only while the pointer is over the row: hidden, it can be
 * neither seen nor reached with the keyboard. Here it is always there.
 */
const ACTIONS_SHOWN = { [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } };

/** A rule that holds a value to the API's own schema, with the form's message (a translation key). */
const matching =
  (schema: ZodType, message = INVALID): Validator =>
  (value: unknown) =>
    schema.safeParse(value ?? '').success ? undefined : message;

/** A list's rule: as many items as the API takes (each item has its own rule). */
const listLength =
  ({ min = 0, max }: ListField, message = INVALID): Validator =>
  (value: unknown) => {
    const count = Array.isArray(value) ? value.length : 0;
    return count >= min && count <= max ? undefined : message;
  };

/** An object list item's fields, with their schemas; none for a list of plain values. */
const itemFields = (field: RecordField): [string, ZodType][] =>
  isList(field) && 'shape' in field.item ? Object.entries(field.item.shape as Record<string, ZodType>) : [];

/** What an input of one field is given: the field's name and declaration, its look, and the label maker. */
interface FieldInputProps {
  name: string;
  field: RecordField;
  look: InputLook;
  label: (key: string) => string;
}

function ListInput({ name, field, look, label }: FieldInputProps) {
  if (!isList(field)) return null;
  const keys = itemFields(field);
  return (
    <ArrayInput source={name} label={label(name)} validate={listLength(field, look.message)}>
      <SimpleFormIterator inline disableReordering disableClear getItemLabel={() => ''} sx={ACTIONS_SHOWN}>
        {keys.length === 0 ? (
          <TextInput
            source=""
            label={label(look.item?.label ?? `${name}_item`)}
            validate={matching(field.item, look.item?.message)}
            type={look.item?.type}
            helperText={false}
          />
        ) : (
          keys.map(([key, schema]) => (
            <TextInput
              key={key}
              source={key}
              label={label(look.items?.[key]?.label ?? `${name}_${key}`)}
              validate={matching(schema, look.items?.[key]?.message)}
              helperText={false}
              type={look.items?.[key]?.type}
              sx={look.items?.[key]?.wide ? { minWidth: 320 } : undefined}
            />
          ))
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The input of a field that is neither a text nor the file. */
function ValueInput({ name, field, look, label }: FieldInputProps) {
  if (isList(field)) return <ListInput name={name} field={field} look={look} label={label} />;
  if (field.kind === 'given' || isText(field) || isFile(field)) return null;
  return (
    <TextInput
      source={name}
      label={label(name)}
      type={field.kind === 'email' ? 'email' : undefined}
      validate={matching(field.update, look.message)}
      helperText={look.help}
      // As wide as the form, like every value: a long address shows whole.
      fullWidth
    />
  );
}

/** The fields in the map's order, the texts next to each other in one set of language tabs. */
function groupedFields(resource: AnyOneRecordResource): ([string, RecordField] | 'texts')[] {
  const fields = recordFieldsOf(resource);
  const firstText = fields.findIndex(([, field]) => isText(field));
  return fields.flatMap<[string, RecordField] | 'texts'>((entry, index) => {
    if (!isText(entry[1])) return [entry];
    return index === firstText ? ['texts' as const] : [];
  });
}

/**
 * The form of a one-record resource (src/api/oneRecordResource.ts), `declaration`, made from its
 * field map: each field by its kind, in the map's order, each rule the API's own (the server
 * repeats them). Texts are in three languages, a required one required in English (the others
 * show English until written); a list is a row per item with its Remove button; the file is a
 * picture that replaces the stored one, never required; a value the operator sets is not shown.
 * `looks` gives a field's messages and help where the defaults do not say it best.
 */
export function OneRecordForm({
  declaration: resource,
  looks = {},
  ...props
}: Omit<SimpleFormProps, 'children'> & { declaration: AnyOneRecordResource; looks?: InputLooks }) {
  const translate = useTranslate();
  const label = (key: string) => `resources.${resource.name}.fields.${key}`;
  const fields = recordFieldsOf(resource);
  const inputs: ReactNode[] = groupedFields(resource).map((entry) => {
    if (entry === 'texts') {
      return (
        <TranslatedInputs key="texts">
          {fields
            .filter(([, field]) => isText(field))
            .map(([name, field]) => (
              <TextInput
                key={name}
                source={name}
                label={label(name)}
                validate={
                  isText(field) && field.rule.required !== undefined
                    ? inEnglish(notBlank(looks[name]?.message ?? INVALID))
                    : undefined
                }
                fullWidth
              />
            ))}
        </TranslatedInputs>
      );
    }
    const [name, field] = entry;
    if (isFile(field)) {
      return (
        <PictureInput
          key={name}
          label={label(name)}
          creating={false}
          required={false}
          currentAlt={translate(label(name))}
        />
      );
    }
    return <ValueInput key={name} name={name} field={field} look={looks[name] ?? {}} label={label} />;
  });
  return <GuardedForm {...props}>{inputs}</GuardedForm>;
}
