import { TextInput } from 'react-admin';
import { httpsOnly, notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { inSomeLanguage } from '../forms/TranslatedInputs';
import { PictureTextsForm, type TranslatedText } from '../forms/PictureTextsForm';

const PARTNER_NAME = inSomeLanguage(notBlank('forms.validation.partner_name'));

const TEXTS: readonly TranslatedText[] = [{ source: 'name', validate: PARTNER_NAME }];

/**
 * A partner on Home: its logo, its name in three languages, the address of its site (https only)
 * and its place among the others. A picture is required on create; the server repeats every check.
 */
export function PartnerForm(props: ResourceFormProps) {
  return (
    <PictureTextsForm {...props} placed texts={TEXTS}>
      <TextInput
        source="link"
        label="resources.partners.fields.link"
        helperText="resources.partners.link_help"
        validate={httpsOnly}
        fullWidth
      />
    </PictureTextsForm>
  );
}
