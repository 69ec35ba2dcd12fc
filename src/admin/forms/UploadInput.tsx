import { FileField, FileInput, ImageField, ImageInput, type Validator, useTranslate } from 'react-admin';
import { NEW_PICTURE } from '../data/resourceEndpoints';

interface UploadInputProps {
  /** Its label, a translation key. */
  label: string;
  accept: Record<string, string[]>;
  validate: Validator[];
  /** What it takes, for a new record; an edit says the stored file stays unless another is picked. */
  creatingHint: string;
  creating: boolean;
  /** Pictures only, each picked one shown as a picture. */
  pictures?: boolean;
}

/**
 * The form's one file input, under `new_picture` whatever the file is (a picture, a PDF, a news
 * cover that may be a video): the data provider sends it as the declaration's file. Its dropzone's
 * own file input is named for screen readers like the field it belongs to.
 */
export function UploadInput({ label, accept, validate, creatingHint, creating, pictures = false }: UploadInputProps) {
  const translate = useTranslate();
  const Input = pictures ? ImageInput : FileInput;
  const Picked = pictures ? ImageField : FileField;
  const named = { 'aria-label': translate(label) };
  const hint = creating ? creatingHint : 'forms.hints.keep_file';
  return (
    <Input source={NEW_PICTURE} label={label} accept={accept} inputProps={named} validate={validate} helperText={hint}>
      <Picked source="src" title="title" />
    </Input>
  );
}
