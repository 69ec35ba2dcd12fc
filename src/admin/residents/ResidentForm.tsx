import { SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { RESIDENT_STATUS } from '../../api/residentStatus';
import { notBlank } from '../forms/formRules';
import { PictureInput } from '../forms/PictureInput';
import { inEnglish, TranslatedInputs } from '../forms/TranslatedInputs';
import { RESIDENT_STATUS_CHOICES } from './ResidentStatusChip';

const NOT_EMPTY = inEnglish(notBlank('forms.validation.resident_not_empty'));
const KNOWN_STATUSES: unknown[] = Object.values(RESIDENT_STATUS);
/** Not react-admin's required(): that would hide the 'Tanlang' placeholder option the status select has always shown. */
const statusChosen = (value: unknown) =>
  KNOWN_STATUSES.includes(value) ? undefined : 'forms.validation.status_required';

/** Title (name) and content in three languages, status with the placeholder 'Tanlang', image (required only on create). */
export function ResidentForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
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
      <PictureInput label="resources.residents.fields.image" creating={creating} required />
    </SimpleForm>
  );
}
