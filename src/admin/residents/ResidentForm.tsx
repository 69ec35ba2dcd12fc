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
import type { Resident } from '../../api/residents';
import { RESIDENT_STATUS } from '../../api/residentStatus';
import { PICTURE_MAX_MB } from '../../api/uploadLimits';
import { ACCEPT_IMAGES, fileRequired, maxFileSize, notBlank } from '../forms/formRules';
import { Thumbnail } from '../lists/Thumbnail';
import { inEnglish, TranslatedInputs } from '../forms/TranslatedInputs';
import { RESIDENT_STATUS_CHOICES } from './ResidentStatusChip';

const NOT_EMPTY = inEnglish(notBlank('forms.validation.resident_not_empty'));
const KNOWN_STATUSES: unknown[] = Object.values(RESIDENT_STATUS);
/** Not react-admin's required(): that would hide the 'Tanlang' placeholder option the status select has always shown. */
const statusChosen = (value: unknown) =>
  KNOWN_STATUSES.includes(value) ? undefined : 'forms.validation.status_required';

function CurrentImage() {
  const record = useRecordContext<Resident>();
  return record ? <Thumbnail src={record.photo ?? record.image_url} alt={record.name} size={96} /> : null;
}

/** Title (name) and content in three languages, status with the placeholder 'Tanlang', image (required only on create). */
export function ResidentForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  const imageRules = [maxFileSize(PICTURE_MAX_MB)];
  if (creating) imageRules.unshift(fileRequired('forms.validation.image_required'));
  return (
    <SimpleForm {...props}>
      <TranslatedInputs>
        <TextInput source="name" label="resources.residents.fields.name" validate={NOT_EMPTY} fullWidth />
        <TextInput
          source="content"
          label="resources.residents.fields.content"
          validate={NOT_EMPTY}
          multiline
          minRows={6}
          fullWidth
        />
      </TranslatedInputs>
      <SelectInput
        source="status"
        choices={RESIDENT_STATUS_CHOICES}
        emptyText="forms.placeholder.status"
        validate={statusChosen}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
      {!creating && <CurrentImage />}
      <ImageInput
        source="image"
        accept={ACCEPT_IMAGES}
        // The dropzone's own file input, named for screen readers like the field it belongs to.
        inputProps={{ 'aria-label': translate('resources.residents.fields.image') }}
        validate={imageRules}
        helperText={creating ? translate('forms.hints.image', { mb: PICTURE_MAX_MB }) : 'forms.hints.keep_file'}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
