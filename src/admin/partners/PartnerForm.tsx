import { TextInput } from 'react-admin';
import { httpsOnly, notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { PositionInput } from '../forms/PositionInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';

const PARTNER_NAME = inSomeLanguage(notBlank('forms.validation.partner_name'));

/**
 * A partner on Home: its logo, its name in three languages, the address of its site (https only)
 * and its place among the others. A picture is required on create; the server repeats every check.
 */
export function PartnerForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.partners.fields.picture" creating={creating} required />
      <TranslatedInputs>
        <PictureAltInput />
        <TextInput source="name" label="resources.partners.fields.name" validate={PARTNER_NAME} fullWidth />
      </TranslatedInputs>
      <TextInput
        source="link"
        label="resources.partners.fields.link"
        helperText="resources.partners.link_help"
        validate={httpsOnly}
        fullWidth
      />
      <PositionInput resource="partners" help="resources.partners.position_help" />
    </GuardedForm>
  );
}
