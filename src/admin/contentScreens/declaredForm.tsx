import { NumberInput, SelectInput, TextInput, type Validator } from 'react-admin';
import type { AnyContentResource } from '../../api/contentResource';
import { notBlank, notBlankHtml } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { LazyRichText } from '../forms/LazyRichText';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { PositionInput } from '../forms/PositionInput';
import { SlugInput } from '../forms/SlugInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';
import { PublicationInputs } from '../publishing/PublicationInputs';
import {
  type Choice,
  type ColumnField,
  declaredFields,
  defaultOf,
  isPictureAltText,
  type ScreenField,
  type TextField,
} from './declaredFields';

/** What a resource module adds to its declaration for its form. */
export interface DeclaredFormOptions {
  /** The message (a key of `forms.validation`) for a text the record needs, written in no language. */
  textRequired?: string;
  /** The form's own rule of a field (a number's range, a link's https): the server repeats it. */
  rules?: Readonly<Record<string, Validator>>;
  /** The labels of each choice field's values. */
  choices?: Readonly<Record<string, Choice[]>>;
}

/** The help under a field's input, where its declaration says it has one. */
const helpOf = (resource: string, { name, screen }: ScreenField) =>
  screen.help ? `resources.${resource}.${name}_help` : undefined;

/**
 * The form of a declared resource, from its field map: its picture (required on create where the
 * declaration says so), its texts in three languages (the picture's alt text first; a rich text
 * in the editor; a required one needed in one language), its numbers, links and choices, its
 * place among the others and, with `publishing`, whether visitors see it. The server repeats
 * every check; these only spare a round trip.
 */
export function declaredForm(resource: AnyContentResource, options: DeclaredFormOptions = {}) {
  const { name } = resource;
  const fields = declaredFields(resource);
  const { rules = {}, choices = {} } = options;
  const required = options.textRequired ?? 'ra.validation.required';
  const plainRule = inSomeLanguage(notBlank(required));
  const richRule = inSomeLanguage(notBlankHtml(required));
  const picture = fields.file?.field.kind === 'picture' ? fields.file : undefined;
  if (fields.file && !picture)
    throw new Error(`${name}: the generic form takes a picture, not a ${fields.file.field.kind}`);

  const textInput = (text: ScreenField<TextField>) => {
    if (isPictureAltText(text)) return <PictureAltInput key={text.name} />;
    if (text.field.slugOf !== undefined) return <SlugInput key={text.name} source={text.name} />;
    const validate =
      text.field.rule.required === undefined ? undefined : text.field.kind === 'richText' ? richRule : plainRule;
    if (text.field.kind === 'richText') {
      return (
        <LazyRichText
          key={text.name}
          source={text.name}
          label={text.label}
          validate={validate}
          pictures={!text.field.withoutPictures}
        />
      );
    }
    const { multiline } = text.screen;
    return (
      <TextInput
        key={text.name}
        source={text.name}
        label={text.label}
        helperText={helpOf(name, text)}
        validate={validate}
        fullWidth
        multiline={Boolean(multiline)}
        minRows={typeof multiline === 'number' ? multiline : undefined}
      />
    );
  };

  const valueInput = (value: ScreenField<ColumnField>) => {
    const common = { source: value.name, label: value.label, validate: rules[value.name] };
    if (value.field.kind === 'number') return <NumberInput key={value.name} {...common} />;
    if (value.field.kind === 'choice') {
      return (
        <SelectInput
          key={value.name}
          {...common}
          choices={choices[value.name] ?? []}
          defaultValue={defaultOf(value.field)}
        />
      );
    }
    return <TextInput key={value.name} {...common} helperText={helpOf(name, value)} fullWidth />;
  };

  const texts = fields.texts.length > 0 && <TranslatedInputs>{fields.texts.map(textInput)}</TranslatedInputs>;
  const values = fields.values.filter(({ screen }) => !screen.noInput).map(valueInput);
  const { position } = fields;
  const place = position && !position.screen.noInput && (
    <PositionInput resource={name} help={helpOf(name, position) ?? ''} />
  );

  return function DeclaredForm({ creating, ...props }: ResourceFormProps) {
    return (
      <GuardedForm {...props}>
        {picture && (
          <PictureInput label={picture.label} creating={creating} required={picture.field.file.requiredOnCreate} />
        )}
        {texts}
        {values}
        {place}
        {resource.publishing && <PublicationInputs />}
      </GuardedForm>
    );
  };
}
