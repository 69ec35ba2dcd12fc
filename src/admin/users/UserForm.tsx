import {
  email,
  PasswordInput,
  SelectInput,
  TextInput,
  useGetIdentity,
  useRecordContext,
  type SimpleFormProps,
} from 'react-admin';
import { ROLES } from '../../api/auth';
import { passwordSchema } from '../../api/common';
import { notBlank } from '../forms/formRules';
import { GuardedForm } from '../forms/GuardedForm';

/** The server's own password rule (src/api/common.ts); the message is its translation. */
const passwordRule = (value: unknown) =>
  passwordSchema.safeParse(value).success ? undefined : 'forms.validation.password_rule';
const passwordRuleWhenGiven = (value: unknown) => (value ? passwordRule(value) : undefined);

const roleChoices = ROLES.map((role) => ({ id: role, name: `resources.users.roles.${role}` }));

/** On one's own account the server asks for the current password before it sets a new one. */
function CurrentPasswordInput() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (!record || !identity || record.id !== identity.id) return null;
  return (
    <PasswordInput
      source="current_password"
      helperText="forms.hints.current_password"
      autoComplete="current-password"
    />
  );
}

/** Full name, e-mail, role and password; on edit an empty password keeps the current one. */
export function UserForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  return (
    <GuardedForm {...props}>
      <TextInput source="full_name" validate={notBlank('forms.validation.full_name')} fullWidth />
      <TextInput
        source="email"
        type="email"
        validate={[notBlank('forms.validation.email'), email('forms.validation.email')]}
        fullWidth
      />
      <SelectInput source="role" choices={roleChoices} defaultValue="editor" />
      {!creating && <CurrentPasswordInput />}
      <PasswordInput
        source="password"
        validate={creating ? passwordRule : passwordRuleWhenGiven}
        helperText={creating ? 'forms.validation.password_rule' : 'forms.hints.keep_password'}
        autoComplete="new-password"
      />
    </GuardedForm>
  );
}
