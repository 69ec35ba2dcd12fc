import { SelectInput } from 'react-admin';
import { NameAndContentInputs } from '../forms/NameAndContentInputs';
import { RESIDENT_STATUS } from '../../api/residentStatus';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { RESIDENT_STATUS_CHOICES } from './ResidentStatusChip';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { SlugInput } from '../forms/SlugInput';

const KNOWN_STATUSES: unknown[] = Object.values(RESIDENT_STATUS);
/** Not react-admin's required(): that would hide the placeholder option ('Choose') the status select has always shown. */
const statusChosen = (value: unknown) =>
  KNOWN_STATUSES.includes(value) ? undefined : 'forms.validation.status_required';

/**
 * Image (required only on create), then its alt text, title (name), content and page address in
 * three languages, and the status with a placeholder ('Choose').
 */
export function ResidentForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.residents.fields.image" creating={creating} required />
      <NameAndContentInputs
        message="forms.validation.resident_not_empty"
        minRows={6}
        before={<PictureAltInput />}
        after={<SlugInput />}
      />
      <SelectInput
        source="status"
        choices={RESIDENT_STATUS_CHOICES}
        emptyText="forms.placeholder.status"
        validate={statusChosen}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
    </GuardedForm>
  );
}
