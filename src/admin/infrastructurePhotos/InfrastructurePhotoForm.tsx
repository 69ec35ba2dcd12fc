import { notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { inSomeLanguage } from '../forms/TranslatedInputs';
import { PictureTextsForm, type TranslatedText } from '../forms/PictureTextsForm';

const CAPTION_REQUIRED = inSomeLanguage(notBlank('forms.validation.photo_caption'));

const TEXTS: readonly TranslatedText[] = [{ source: 'caption', validate: CAPTION_REQUIRED }];

/**
 * A photo of the Infrastructure page's carousel: the picture, what it shows and its caption in
 * three languages, and its place among the others. A picture is required on create; the server
 * repeats every check.
 */
export function InfrastructurePhotoForm(props: ResourceFormProps) {
  return <PictureTextsForm {...props} placed texts={TEXTS} />;
}
