import { SelectInput, TextInput, required } from 'react-admin';
import { notBlankHtml } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { LazyRichText } from '../forms/LazyRichText';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { PositionInput } from '../forms/PositionInput';
import { PublicationInputs } from '../publishing/PublicationInputs';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';
import { SECTION_PAGE_CHOICES } from './pageChoices';

const textRule = inSomeLanguage(notBlankHtml('forms.validation.section_text'));

/**
 * A section of Privileges, Region or Infrastructure: its page, its picture (optional), its heading,
 * text and picture description in three languages, and its place on the page. The server repeats
 * every check and keeps no picture inside the text: the section's own picture stands beside it.
 */
export function PageSectionForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <SelectInput
        source="page_key"
        label="resources.page-sections.fields.page_key"
        choices={SECTION_PAGE_CHOICES}
        validate={required('forms.validation.section_page')}
      />
      <PictureInput label="resources.page-sections.fields.picture" creating={creating} required={false} />
      <TranslatedInputs>
        <PictureAltInput />
        <TextInput
          source="title"
          label="resources.page-sections.fields.title"
          helperText="resources.page-sections.title_help"
          fullWidth
        />
        <LazyRichText source="body" label="resources.page-sections.fields.body" validate={textRule} pictures={false} />
      </TranslatedInputs>
      <PositionInput resource="page-sections" help="resources.page-sections.position_help" />
      <PublicationInputs />
    </GuardedForm>
  );
}
