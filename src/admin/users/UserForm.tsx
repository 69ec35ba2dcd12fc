import { email, PasswordInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { passwordSchema } from '../../api/common';
import { notBlank } from '../layout/formRules';

/** The server's own password rule (src/api/common.ts); the message is its translation. */
const passwordRule = (value: unknown) =>
  passwordSchema.safeParse(value).success ? undefined : 'forms.validation.password_rule';
const passwordRuleWhenGiven = (value: unknown) => (value ? passwordRule(value) : undefined);

/** Full name, e-mail and password; on edit an empty password keeps the current one. */
export function UserForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="full_name" validate={notBlank('forms.validation.full_name')} fullWidth />
      <TextInput
        source="email"
        type="email"
        validate={[notBlank('forms.validation.email'), email('forms.validation.email')]}
        fullWidth
      />
      <PasswordInput
        source="password"
        validate={creating ? passwordRule : passwordRuleWhenGiven}
        helperText={creating ? 'forms.validation.password_rule' : 'forms.hints.keep_password'}
        autoComplete="new-password"
      />
    </SimpleForm>
  );
}
