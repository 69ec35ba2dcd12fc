import { Labeled, TextInput, useTranslate } from 'react-admin';
import { PDF_MAX_MB } from '../../api/uploadLimits';
import { ACCEPT_PDF, fileRequired, maxFileSize, notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { UploadInput } from '../forms/UploadInput';
import { PositionInput } from '../forms/PositionInput';
import { PublicationInputs } from '../publishing/PublicationInputs';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';
import { DocumentLink } from './DocumentLink';

const titleRule = inSomeLanguage(notBlank('forms.validation.document_title'));
const withinLimit = maxFileSize(PDF_MAX_MB);

/**
 * A document of the Info Center: its title in three languages (in one at least), its PDF (required
 * on create; on edit, a new one replaces the stored one, which the form links to) and its place in
 * the list. The PDF goes under the form's one file input, `new_picture`, whatever the file is: the
 * data provider sends it as the declaration's `file`. The server checks its bytes.
 */
export function DocumentForm({ creating, ...props }: ResourceFormProps) {
  const translate = useTranslate();
  const fileRules = creating ? [fileRequired('forms.validation.pdf_required'), withinLimit] : [withinLimit];
  return (
    <GuardedForm {...props}>
      <TranslatedInputs>
        <TextInput source="title" label="resources.documents.fields.title" validate={titleRule} fullWidth />
      </TranslatedInputs>
      {!creating && (
        <Labeled label="resources.documents.fields.current_file">
          <DocumentLink />
        </Labeled>
      )}
      <UploadInput
        label="resources.documents.fields.file"
        accept={ACCEPT_PDF}
        validate={fileRules}
        creatingHint={translate('forms.hints.pdf', { mb: PDF_MAX_MB })}
        creating={creating}
      />
      <PositionInput resource="documents" help="resources.documents.position_help" />
      <PublicationInputs />
    </GuardedForm>
  );
}
