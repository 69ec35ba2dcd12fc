import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  FileField,
  FileInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
  type Validator,
  useTranslate,
} from 'react-admin';
import { fileRequired, IMAGE_TYPES, maxFileSize, notBlank, notBlankHtml } from '../layout/formRules';
import { inEnglish, TranslatedInputs } from '../layout/TranslatedInputs';
import { NewsFile } from './NewsFile';

const NOT_EMPTY = 'forms.validation.news_not_empty';
const NewsBodyInput = lazy(() => import('./NewsBodyInput'));
const bodyRule = notBlankHtml(NOT_EMPTY);
const VIDEO_TYPES = { 'video/mp4': [], 'video/webm': [] };

/** Pictures may be 5 MB, videos 30 MB (docs/product.md#limits); the message names the limit that applies. */
const imageLimit = maxFileSize(5, 'forms.validation.file_too_big_5');
const videoLimit = maxFileSize(30, 'forms.validation.file_too_big_30');
const withinNewsLimits: Validator = (value, values, props) => {
  const type = (value as { rawFile?: File } | null)?.rawFile?.type ?? '';
  return type.startsWith('video/') ? videoLimit(value, values, props) : imageLimit(value, values, props);
};

/** Title and rich-text body in three languages (English required), and a cover picture or video (required on create). */
export function NewsForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  const fileRules = creating ? [fileRequired('forms.validation.image_required'), withinNewsLimits] : [withinNewsLimits];
  return (
    <SimpleForm {...props}>
      <TranslatedInputs>
        <TextInput
          source="title"
          label="resources.news.fields.title"
          validate={inEnglish(notBlank(NOT_EMPTY))}
          fullWidth
        />
        <Suspense fallback={<LinearProgress sx={{ width: '100%', my: 2 }} aria-label={translate('ra.page.loading')} />}>
          <NewsBodyInput validate={inEnglish(bodyRule)} />
        </Suspense>
      </TranslatedInputs>
      {!creating && <NewsFile size={120} />}
      <FileInput
        source="image"
        accept={{ ...IMAGE_TYPES, ...VIDEO_TYPES }}
        // The dropzone's own file input, named for screen readers like the field it belongs to.
        inputProps={{ 'aria-label': translate('resources.news.fields.image') }}
        validate={fileRules}
        helperText={creating ? 'forms.hints.news_file' : 'forms.hints.keep_file'}
      >
        <FileField source="src" title="title" />
      </FileInput>
    </SimpleForm>
  );
}
