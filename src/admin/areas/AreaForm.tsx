import { NumberInput, TextInput } from 'react-admin';
import { notBlank, numberFromZero } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { PositionInput } from '../forms/PositionInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';

const AREA_NOT_EMPTY = inSomeLanguage(notBlank('forms.validation.area_not_empty'));

/**
 * An area of the park (the Region page): its picture, name and text in three languages, its land
 * in hectares and its place among the others. A picture is required on create; the server repeats every check.
 */
export function AreaForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.areas.fields.picture" creating={creating} required />
      <TranslatedInputs>
        <PictureAltInput />
        <TextInput source="name" label="resources.areas.fields.name" validate={AREA_NOT_EMPTY} fullWidth />
        <TextInput source="text" label="resources.areas.fields.text" validate={AREA_NOT_EMPTY} fullWidth multiline />
      </TranslatedInputs>
      <NumberInput
        source="hectares"
        label="resources.areas.fields.hectares"
        validate={numberFromZero('forms.validation.hectares')}
      />
      <PositionInput resource="areas" help="resources.areas.position_help" />
    </GuardedForm>
  );
}
