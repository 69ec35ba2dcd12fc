import { TextInput } from 'react-admin';
import { notBlank } from '../forms/formRules';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';

const FILL_ALL = 'forms.validation.fill_all';
const requiredText = inSomeLanguage(notBlank(FILL_ALL));

/**
 * Photo (a new one is required on create, optional on edit), then in three languages what it shows,
 * the full name and the position (each in at least one language). The server
 * repeats every check; these only spare a round trip.
 */
export function StaffForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.staff.fields.photo" creating={creating} required />
      <TranslatedInputs>
        <PictureAltInput />
        <TextInput source="full_name" label="resources.staff.fields.full_name" validate={requiredText} fullWidth />
        <TextInput source="position" label="resources.staff.fields.position" validate={requiredText} fullWidth />
      </TranslatedInputs>
    </GuardedForm>
  );
}
