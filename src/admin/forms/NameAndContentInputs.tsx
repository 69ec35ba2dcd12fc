import { type ReactNode, useMemo } from 'react';
import { TextInput, useResourceContext } from 'react-admin';
import { notBlank } from './formRules';
import { inSomeLanguage, TranslatedInputs } from './TranslatedInputs';

/**
 * A record's `name` and its longer `content` in three languages, each in at least one language,
 * with the resource's own message (participants, services); labelled `resources.<resource>.fields.*`.
 * `before` goes first in each language's tab (the picture's alt text, under the picture), `after`
 * last (the page's address).
 */
export function NameAndContentInputs({
  message,
  minRows,
  before,
  after,
}: {
  message: string;
  minRows: number;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const resource = useResourceContext();
  const required = useMemo(() => inSomeLanguage(notBlank(message)), [message]);
  return (
    <TranslatedInputs>
      {before}
      <TextInput source="name" label={`resources.${resource}.fields.name`} validate={required} fullWidth />
      <TextInput
        source="content"
        label={`resources.${resource}.fields.content`}
        validate={required}
        multiline
        minRows={minRows}
        fullWidth
      />
      {after}
    </TranslatedInputs>
  );
}
