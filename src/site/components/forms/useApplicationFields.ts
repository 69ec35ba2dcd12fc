import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import type { PlainFormName } from '../../../api/plainForms';
import { usePlainFormAnswer } from '../../frameData';
import { fieldMessages } from './fieldMessages';
import { useFormFields } from './useFormFields';

/**
 * The fields of a form that sends an application with the visitor's consent (the contact request,
 * the Info Center's application), filled in from the server's answer where the form was sent
 * without scripts and refused: its values, its messages (in `t`'s language) and the consent box; and
 * `form`, the form's ref, whose typed values are adopted once the scripts take the form over.
 */
export function useApplicationFields<Values extends Record<string, string | undefined>>(
  formName: PlainFormName,
  empty: Values,
  t: TFunction,
) {
  const answer = usePlainFormAnswer(formName);
  const [serverErrors] = useState<Record<string, string>>(() => (answer ? fieldMessages(t, answer.fields) : {}));
  // The answer holds what this form sent, by its fields' names (useFormFields keeps only the fields it knows).
  const fields = useFormFields(empty, {
    values: (answer?.values ?? {}) as Partial<Values>,
    errors: serverErrors as Partial<Record<keyof Values & string, string>>,
  });
  const [consent, setConsent] = useState(answer?.values.consent !== undefined);
  const [consentError, setConsentError] = useState<string | undefined>(serverErrors.consent);
  const form = useRef<HTMLFormElement>(null);
  const { adoptTyped } = fields;
  useEffect(() => adoptTyped(form.current), [adoptTyped]);
  return { ...fields, form, answer, serverErrors, consent, setConsent, consentError, setConsentError };
}
