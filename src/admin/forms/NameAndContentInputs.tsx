import { useMemo } from 'react';
import { TextInput, useResourceContext } from 'react-admin';
import { notBlank } from './formRules';
import { inEnglish, TranslatedInputs } from './TranslatedInputs';

/**
 * A record's `name` and its longer `content` in three languages, English required with the
 * resource's own message (participants, services); labelled `resources.<resource>.fields.*`.
 */
export function NameAndContentInputs({ message, minRows }: { message: string; minRows: number }) {
  const resource = useResourceContext();
  const required = useMemo(() => inEnglish(notBlank(message)), [message]);
  return (
    <TranslatedInputs>
      <TextInput source="name" label={`resources.${resource}.fields.name`} validate={required} fullWidth />
      <TextInput
        source="content"
        label={`resources.${resource}.fields.content`}
        validate={required}
        multiline
        minRows={minRows}
        fullWidth
      />
    </TranslatedInputs>
  );
}
