import {
  ImageField,
  ImageInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type SimpleFormProps,
  useTranslate,
} from 'react-admin';
import type { Staff } from '../../api/staff';
import { fileRequired, IMAGE_TYPES, maxFileSize, notBlank } from '../layout/formRules';
import { Thumbnail } from '../layout/Thumbnail';
import { inEnglish, TranslatedInputs } from '../layout/TranslatedInputs';

const FILL_ALL = 'forms.validation.fill_all';
const requiredText = inEnglish(notBlank(FILL_ALL));

function CurrentPhoto() {
  const record = useRecordContext<Staff>();
  return record ? <Thumbnail src={record.image.image_url} alt={record.full_name} size={96} /> : null;
}

/**
 * Photo (a new one is required on create, optional on edit), full name and position. The server
 * repeats every check; these only spare a round trip.
 */
export function StaffForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  const imageRules = [maxFileSize(3, 'forms.validation.file_too_big_3')];
  if (creating) imageRules.unshift(fileRequired('forms.validation.image_required'));
  return (
    <SimpleForm {...props}>
      {!creating && <CurrentPhoto />}
      <ImageInput
        source="profile_image"
        // The dropzone's own file input, named for screen readers like the field it belongs to.
        inputProps={{ 'aria-label': translate('resources.staff.fields.photo') }}
        label="resources.staff.fields.photo"
        accept={IMAGE_TYPES}
        validate={imageRules}
        helperText={creating ? 'forms.hints.image_3mb' : 'forms.hints.keep_file'}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TranslatedInputs>
        <TextInput source="full_name" label="resources.staff.fields.full_name" validate={requiredText} fullWidth />
        <TextInput source="position" label="resources.staff.fields.position" validate={requiredText} fullWidth />
      </TranslatedInputs>
    </SimpleForm>
  );
}
