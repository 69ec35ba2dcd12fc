import { useTranslate } from 'react-admin';
import { PICTURE_MAX_MB } from '../../api/uploadLimits';
import { CurrentPicture } from './CurrentPicture';
import { ACCEPT_IMAGES, fileRequired, maxFileSize } from './formRules';
import { UploadInput } from './UploadInput';

/**
 * The picture of a record: on edit the stored one, then a dropzone for a new one (which replaces
 * it; left empty, the stored one stays). `required` asks for a picture on create. `currentAlt`
 * names the stored picture where the record has no name of its own (CurrentPicture.tsx).
 */
export function PictureInput({
  label,
  creating,
  required,
  currentAlt,
}: {
  label: string;
  creating: boolean;
  required: boolean;
  currentAlt?: string;
}) {
  const translate = useTranslate();
  const rules = [maxFileSize(PICTURE_MAX_MB)];
  if (creating && required) rules.unshift(fileRequired('forms.validation.image_required'));
  return (
    <>
      {!creating && <CurrentPicture size={96} alt={currentAlt} />}
      <UploadInput
        label={label}
        accept={ACCEPT_IMAGES}
        validate={rules}
        creatingHint={translate('forms.hints.image', { mb: PICTURE_MAX_MB })}
        creating={creating}
        pictures
      />
    </>
  );
}
