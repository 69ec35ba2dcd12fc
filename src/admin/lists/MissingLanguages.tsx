import { Box, Chip, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useRecordContext, useTranslate } from 'react-admin';
import { missingLanguages, type Translations } from '../../api/translations';

/**
 * The languages a record's texts still lack, as small chips (RU, UZ) named in full for screen
 * readers; a check mark when every language is written.
 */
export function MissingLanguages() {
  const record = useRecordContext<{ translations?: Translations<string> }>();
  const translate = useTranslate();
  if (!record?.translations) return null;
  const missing = missingLanguages(record.translations);
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
