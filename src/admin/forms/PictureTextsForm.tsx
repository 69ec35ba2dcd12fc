import type { ReactNode } from 'react';
import { TextInput, useResourceContext, type Validator } from 'react-admin';
import type { ResourceFormProps } from './formScreens';
import { GuardedForm } from './GuardedForm';
import { PictureAltInput } from './PictureAltInput';
import { PictureInput } from './PictureInput';
import { PositionInput } from './PositionInput';
import { TranslatedInputs } from './TranslatedInputs';

/** A text the record holds in three languages: its field, its rule, and whether it runs over lines. */
export interface TranslatedText {
  source: string;
  validate: Validator;
  multiline?: boolean;
}

interface PictureTextsFormProps extends ResourceFormProps {
  /** The texts in three languages, after the picture's alt text, each labelled `resources.<name>.fields.<source>`. */
  texts: readonly TranslatedText[];
  /** The inputs after the texts, before the position. */
  children?: ReactNode;
  /** The picture's label, when the resource does not call it `picture`. */
  pictureLabel?: string;
  /** Ends with the record's place among the others (PositionInput, helped by `resources.<name>.position_help`). */
  placed?: boolean;
}

/**
 * The form of a record that is first of all a picture (team members, and Home's and the park
 * pages' pictured parts): the picture (required on create), its alt text and the record's texts in
 * three languages, what else the record holds, and its place among the others.
 */
export function PictureTextsForm({
  creating,
  texts,
  children,
  pictureLabel,
  placed = false,
  ...props
}: PictureTextsFormProps) {
  const resource = useResourceContext() ?? '';
  return (
    <GuardedForm {...props}>
      <PictureInput label={pictureLabel ?? `resources.${resource}.fields.picture`} creating={creating} required />
      <TranslatedInputs>
        <PictureAltInput />
        {texts.map(({ source, validate, multiline }) => (
          <TextInput
            key={source}
            source={source}
            label={`resources.${resource}.fields.${source}`}
            validate={validate}
            fullWidth
            multiline={multiline}
          />
        ))}
      </TranslatedInputs>
      {children}
      {placed && <PositionInput resource={resource} help={`resources.${resource}.position_help`} />}
    </GuardedForm>
  );
}
