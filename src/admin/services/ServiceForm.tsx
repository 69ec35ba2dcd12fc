import {
  ImageField,
  ImageInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type SimpleFormProps,
  useTranslate,
} from 'react-admin';
import type { Service } from '../../api/services';
import { PICTURE_MAX_MB } from '../../api/uploadLimits';
import { ACCEPT_IMAGES, maxFileSize, notBlank } from '../forms/formRules';
import { Thumbnail } from '../lists/Thumbnail';
import { inEnglish, TranslatedInputs } from '../forms/TranslatedInputs';

const NOT_EMPTY = inEnglish(notBlank('forms.validation.service_not_empty'));

export const SERVICE_STATUS_CHOICES = [
  { id: 'active', name: 'lists.service_status.active' },
  { id: 'inactive', name: 'lists.service_status.inactive' },
];

function CurrentPicture() {
  const record = useRecordContext<Service>();
  return record ? <Thumbnail src={record.photo} alt={record.name} size={96} /> : null;
}

/** The input shows only a newly picked file; the stored picture (a URL) is shown above it. */
const onlyPickedFile = (value: unknown) => (typeof value === 'string' ? null : value);

/** Name, description, status and an optional picture. */
export function ServiceForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  return (
    <SimpleForm {...props}>
      <TranslatedInputs>
        <TextInput source="name" label="resources.services.fields.name" validate={NOT_EMPTY} fullWidth />
        <TextInput
          source="content"
          label="resources.services.fields.content"
          validate={NOT_EMPTY}
          multiline
          minRows={4}
          fullWidth
        />
      </TranslatedInputs>
      <SelectInput source="status" choices={SERVICE_STATUS_CHOICES} defaultValue="active" />
      {!creating && <CurrentPicture />}
      <ImageInput
        source="photo"
        accept={ACCEPT_IMAGES}
        // The dropzone's own file input, named for screen readers like the field it belongs to.
        inputProps={{ 'aria-label': translate('resources.services.fields.photo') }}
        format={onlyPickedFile}
        validate={maxFileSize(PICTURE_MAX_MB)}
        helperText={creating ? translate('forms.hints.image', { mb: PICTURE_MAX_MB }) : 'forms.hints.keep_file'}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
