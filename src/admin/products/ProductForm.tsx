import { notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { inSomeLanguage } from '../forms/TranslatedInputs';
import { PictureTextsForm, type TranslatedText } from '../forms/PictureTextsForm';

const PRODUCT_NOT_EMPTY = inSomeLanguage(notBlank('forms.validation.product_not_empty'));

const TEXTS: readonly TranslatedText[] = [
  { source: 'name', validate: PRODUCT_NOT_EMPTY },
  { source: 'description', validate: PRODUCT_NOT_EMPTY, multiline: true },
];

/**
 * A product of Home's carousel: its photo, name and description in three languages and its place
 * among the others. A picture is required on create; the server repeats every check.
 */
export function ProductForm(props: ResourceFormProps) {
  return <PictureTextsForm {...props} placed texts={TEXTS} />;
}
