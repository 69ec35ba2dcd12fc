import { TextInput } from 'react-admin';
import { notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { PositionInput } from '../forms/PositionInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';

const CAPTION_REQUIRED = inSomeLanguage(notBlank('forms.validation.photo_caption'));

/**
 * A photo of the Infrastructure page's carousel: the picture, what it shows and its caption in
 * three languages, and its place among the others. A picture is required on create; the server
 * repeats every check.
 */
export function InfrastructurePhotoForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.infrastructure-photos.fields.picture" creating={creating} required />
      <TranslatedInputs>
        <PictureAltInput />
        <TextInput
          source="caption"
          label="resources.infrastructure-photos.fields.caption"
          validate={CAPTION_REQUIRED}
          fullWidth
        />
      </TranslatedInputs>
      <PositionInput resource="infrastructure-photos" help="resources.infrastructure-photos.position_help" />
    </GuardedForm>
  );
}
