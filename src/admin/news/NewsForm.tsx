import { useWatch } from 'react-hook-form';
import { TextInput, type Validator, useRecordContext, useTranslate } from 'react-admin';
import { NEWS_IMAGE_MAX_MB, NEWS_VIDEO_MAX_MB } from '../../api/uploadLimits';
import { NEW_PICTURE } from '../data/resourceEndpoints';
import { CurrentPicture } from '../forms/CurrentPicture';
import {
  ACCEPT_IMAGES_AND_VIDEOS,
  fileRequired,
  maxFileSize,
  notBlank,
  notBlankHtml,
  pickedFileType,
} from '../forms/formRules';
import { PictureAltInput } from '../forms/PictureAltInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';
import { SlugInput } from '../forms/SlugInput';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { UploadInput } from '../forms/UploadInput';
import { LazyRichText } from '../forms/LazyRichText';
import { PreviewButtons } from '../publishing/PreviewButtons';
import { PublicationInputs } from '../publishing/PublicationInputs';

const NOT_EMPTY = 'forms.validation.news_not_empty';

const bodyRule = notBlankHtml(NOT_EMPTY);

/** Pictures and videos have limits of their own (docs/product.md#limits); the message names the one that applies. */
const imageLimit = maxFileSize(NEWS_IMAGE_MAX_MB);
const videoLimit = maxFileSize(NEWS_VIDEO_MAX_MB);
const withinNewsLimits: Validator = (value, values, props) =>
  pickedFileType(value).startsWith('video/') ? videoLimit(value, values, props) : imageLimit(value, values, props);

/** The cover's alt text, for a picture (newly picked, or else the stored one) only: a film has none. */
function CoverAltInput() {
  const picked = useWatch({ name: NEW_PICTURE });
  const record = useRecordContext<{ picture_type?: string | null }>();
  const type = pickedFileType(picked) || (record?.picture_type ?? '');
  return type.startsWith('image/') ? <PictureAltInput /> : null;
}

/**
 * A cover picture or video (required on create), then in three languages the picture's alt text,
 * the title and the rich-text body (each in at least one language).
 */
export function NewsForm({ creating, ...props }: ResourceFormProps) {
  const translate = useTranslate();
  const fileRules = creating ? [fileRequired('forms.validation.image_required'), withinNewsLimits] : [withinNewsLimits];
  return (
    <GuardedForm {...props}>
      {!creating && <PreviewButtons />}
      {!creating && <CurrentPicture size={120} />}
      <UploadInput
        label="resources.news.fields.image"
        accept={ACCEPT_IMAGES_AND_VIDEOS}
        validate={fileRules}
        creatingHint={translate('forms.hints.news_file', { image: NEWS_IMAGE_MAX_MB, video: NEWS_VIDEO_MAX_MB })}
        creating={creating}
      />
      <TranslatedInputs>
        <CoverAltInput />
        <TextInput
          source="title"
          label="resources.news.fields.title"
          validate={inSomeLanguage(notBlank(NOT_EMPTY))}
          fullWidth
        />
        <LazyRichText source="body" label="resources.news.fields.body" validate={inSomeLanguage(bodyRule)} />
        <SlugInput />
      </TranslatedInputs>
      <PublicationInputs />
    </GuardedForm>
  );
}
