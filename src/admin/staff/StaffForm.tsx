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
import { PICTURE_MAX_MB } from '../../api/uploadLimits';
import { ACCEPT_IMAGES, fileRequired, maxFileSize, notBlank } from '../forms/formRules';
import { Thumbnail } from '../lists/Thumbnail';
import { inEnglish, TranslatedInputs } from '../forms/TranslatedInputs';

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
  const imageRules = [maxFileSize(PICTURE_MAX_MB)];
  if (creating) imageRules.unshift(fileRequired('forms.validation.image_required'));
  return (
    <SimpleForm {...props}>
      {!creating && <CurrentPhoto />}
      <ImageInput
        source="profile_image"
        // The dropzone's own file input, named for screen readers like the field it belongs to.
        inputProps={{ 'aria-label': translate('resources.staff.fields.photo') }}
        label="resources.staff.fields.photo"
        accept={ACCEPT_IMAGES}
        validate={imageRules}
        helperText={creating ? translate('forms.hints.image', { mb: PICTURE_MAX_MB }) : 'forms.hints.keep_file'}
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
