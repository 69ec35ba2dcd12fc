import { TextInput } from 'react-admin';
import { notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { PositionInput } from '../forms/PositionInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';

const PRODUCT_NOT_EMPTY = inSomeLanguage(notBlank('forms.validation.product_not_empty'));

/**
 * A product of Home's carousel: its photo, name and description in three languages and its place
 * among the others. A picture is required on create; the server repeats every check.
 */
export function ProductForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.products.fields.picture" creating={creating} required />
      <TranslatedInputs>
        <PictureAltInput />
        <TextInput source="name" label="resources.products.fields.name" validate={PRODUCT_NOT_EMPTY} fullWidth />
        <TextInput
          source="description"
          label="resources.products.fields.description"
          validate={PRODUCT_NOT_EMPTY}
          fullWidth
          multiline
        />
      </TranslatedInputs>
      <PositionInput resource="products" help="resources.products.position_help" />
    </GuardedForm>
  );
}
