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
import { fileRequired, IMAGE_TYPES, maxFileSize, notBlank } from '../layout/formRules';
import { Thumbnail } from '../layout/Thumbnail';
import { inEnglish, TranslatedInputs } from '../layout/TranslatedInputs';
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
  const imageRules = [maxFileSize(3, 'forms.validation.file_too_big_3')];
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
        accept={IMAGE_TYPES}
        // The dropzone's own file input, named for screen readers like the field it belongs to.
        inputProps={{ 'aria-label': translate('resources.residents.fields.image') }}
        validate={imageRules}
        helperText={creating ? 'forms.hints.image_3mb' : 'forms.hints.keep_file'}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
