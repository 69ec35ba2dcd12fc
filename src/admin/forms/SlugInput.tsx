import { TextInput, type Validator, useResourceContext } from 'react-admin';
import { isValidSlug } from '../../api/contentFields';

/** The page's address in a tab's language: empty (the server makes it from the title) or a slug; the server checks it is free. */
const slugRule: Validator = (value) =>
  typeof value !== 'string' || value.trim() === '' || isValidSlug(value.trim().toLowerCase())
    ? undefined
    : 'forms.validation.slug_invalid';

/**
 * A record's page address in the language of its tab (a `slug(...)` field of its declaration:
 * news, participants, services), labelled `resources.<resource>.fields.<source>` with its help
 * `resources.<resource>.<source>_help`.
 */
export function SlugInput({ source = 'slug' }: { source?: string }) {
  const resource = useResourceContext();
  return (
    <TextInput
      source={source}
      label={`resources.${resource}.fields.${source}`}
      helperText={`resources.${resource}.${source}_help`}
      validate={slugRule}
      fullWidth
    />
  );
}
