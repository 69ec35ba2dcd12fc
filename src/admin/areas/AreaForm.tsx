import { NumberInput } from 'react-admin';
import { notBlank, numberFromZero } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { inSomeLanguage } from '../forms/TranslatedInputs';
import { PictureTextsForm, type TranslatedText } from '../forms/PictureTextsForm';

const AREA_NOT_EMPTY = inSomeLanguage(notBlank('forms.validation.area_not_empty'));

const TEXTS: readonly TranslatedText[] = [
  { source: 'name', validate: AREA_NOT_EMPTY },
  { source: 'text', validate: AREA_NOT_EMPTY, multiline: true },
];

/**
 * An area of the park (the Region page): its picture, name and text in three languages, its land
 * in hectares and its place among the others. A picture is required on create; the server repeats every check.
 */
export function AreaForm(props: ResourceFormProps) {
  return (
    <PictureTextsForm {...props} placed texts={TEXTS}>
      <NumberInput
        source="hectares"
        label="resources.areas.fields.hectares"
        validate={numberFromZero('forms.validation.hectares')}
      />
    </PictureTextsForm>
  );
}
