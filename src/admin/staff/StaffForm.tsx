import { notBlank } from '../forms/formRules';
import { inSomeLanguage } from '../forms/TranslatedInputs';
import type { ResourceFormProps } from '../forms/formScreens';
import { PictureTextsForm, type TranslatedText } from '../forms/PictureTextsForm';

const FILL_ALL = 'forms.validation.fill_all';
const requiredText = inSomeLanguage(notBlank(FILL_ALL));

const TEXTS: readonly TranslatedText[] = [
  { source: 'full_name', validate: requiredText },
  { source: 'position', validate: requiredText },
];

/**
 * Photo (a new one is required on create, optional on edit), then in three languages what it shows,
 * the full name and the position (each in at least one language). The server
 * repeats every check; these only spare a round trip.
 */
export function StaffForm(props: ResourceFormProps) {
  return <PictureTextsForm {...props} pictureLabel="resources.staff.fields.photo" texts={TEXTS} />;
}
