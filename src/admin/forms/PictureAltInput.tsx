import { TextInput, maxLength, useTranslate } from 'react-admin';
import { PICTURE_ALT_MAX } from '../../api/pictureAlt';

const withinLimit = maxLength(PICTURE_ALT_MAX);

/**
 * What a record's picture shows, for people who cannot see it (`picture_alt`, src/api/pictureAlt.ts):
 * one per language, so it goes inside TranslatedInputs, right under the picture's own input. The
 * pages fall back to their usual description where it is empty.
 */
export function PictureAltInput() {
  const translate = useTranslate();
  return (
    <TextInput
      source="picture_alt"
      label="forms.picture_alt.label"
      helperText={translate('forms.picture_alt.help', { max: PICTURE_ALT_MAX })}
      validate={withinLimit}
      multiline
      fullWidth
    />
  );
}
