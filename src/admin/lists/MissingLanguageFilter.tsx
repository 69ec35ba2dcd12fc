import { SelectInput } from 'react-admin';
import { MISSING_FILTER } from '../../api/contentResource';
import { CONTENT_LANGUAGES } from '../../api/translations';

const CHOICES = CONTENT_LANGUAGES.map((lang) => ({ id: lang, name: `lists.translations.missing_in.${lang}` }));

/**
 * The list's filter "missing in Russian/Uzbek/English": the records with a text they need still
 * unwritten in that language (the server's `?missing=`), for staff to translate next.
 */
export const missingLanguageFilter = (
  <SelectInput
    key={MISSING_FILTER}
    source={MISSING_FILTER}
    label="lists.translations.filter"
    choices={CHOICES}
    alwaysOn
    sx={{ minWidth: 220 }}
  />
);
