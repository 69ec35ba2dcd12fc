import {
  email,
  PasswordInput,
  SelectInput,
  TextInput,
  useGetIdentity,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { ROLES } from '../../api/auth';
import { passwordSchema } from '../../api/common';
import { notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';

/** The server's own password rule (src/api/common.ts); the message is its translation. */
const passwordRule = (value: unknown) =>
  passwordSchema.safeParse(value).success ? undefined : 'forms.validation.password_rule';
const passwordRuleWhenGiven = (value: unknown) => (value ? passwordRule(value) : undefined);

const roleChoices = ROLES.map((role) => ({ id: role, name: `resources.users.roles.${role}` }));

/** Two ways of writing one address, as the server compares them (trimmed, lower case). */
const sameEmail = (typed: unknown, stored: unknown) =>
  String(typed ?? '')
    .trim()
    .toLowerCase() === String(stored ?? '').toLowerCase();

/** The current password is asked as soon as the form holds a new password or a new e-mail. */
const currentPasswordRule =
  (storedEmail: unknown): Validator =>
  (value: unknown, values: Record<string, unknown>) =>
    !value && (values.password || !sameEmail(values.email, storedEmail))
      ? 'forms.validation.current_password'
      : undefined;

/**
 * On one's own account the server asks for the current password before it sets a new password or
 * a new e-mail (the address one logs in with).
 */
function CurrentPasswordInput() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (!record || !identity || record.id !== identity.id) return null;
  return (
    <PasswordInput
      source="current_password"
      validate={currentPasswordRule(record.email)}
      helperText="forms.hints.current_password"
      autoComplete="current-password"
    />
  );
}

/** Full name, e-mail, role and password; on edit an empty password keeps the current one. */
export function UserForm({ creating, ...props }: ResourceFormProps) {
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
