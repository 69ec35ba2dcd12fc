import { Box, Chip, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { DataTable, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import { missingLanguages, requiredTextNames, type Translations } from '../../api/translations';

/**
 * The languages that still lack a text the record needs (an optional one, like a picture's alt
 * text, does not count), as small chips (RU, UZ) named in full for screen readers; a check mark
 * when every language is written. The same rule as the list's "missing in" filter.
 */
export function MissingLanguages() {
  const record = useRecordContext<{ translations?: Translations<string> }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const declared = CONTENT_RESOURCES.find((one) => one.name === resource);
  if (!record?.translations) return null;
  const missing = missingLanguages(record.translations, declared && requiredTextNames<string>(declared.textRules));
  if (missing.length === 0) {
    return <Chip size="small" color="success" variant="outlined" label={translate('lists.translations.complete')} />;
  }
  const languages = missing.map((lang) => translate(`ra.locales.${lang}`)).join(', ');
  return (
    <Stack direction="row" spacing={0.5}>
      <Box component="span" sx={visuallyHidden}>
        {translate('lists.translations.missing', { languages })}
      </Box>
      {missing.map((lang) => (
        <Chip key={lang} size="small" color="warning" label={lang.toUpperCase()} aria-hidden="true" />
      ))}
    </Stack>
  );
}

/** A table's column of the languages each record's texts still lack. */
export function MissingLanguagesColumn() {
  return (
    <DataTable.Col label="lists.translations.column" disableSort>
      <MissingLanguages />
    </DataTable.Col>
  );
}
