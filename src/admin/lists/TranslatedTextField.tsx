import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { languageOfText, type Translations } from '../../api/translations';

type Translated = { translations?: Translations<string> };

/**
 * A record's text as a list shows it: English, the back office's record language, or where the
 * record has none the first language that has it, the way the site falls back for an English reader.
 */
export function shownText(record: Translated | undefined, field: string): { text: string; lang: string } {
  if (!record?.translations) return { text: '', lang: 'en' };
  const lang = languageOfText(record.translations, field, 'en');
  return { text: record.translations[lang][field] ?? '', lang };
}

/** A list's cell of a translated text (`shownText`), marked with the language it is in. */
export function TranslatedTextField({ source }: { source: string }) {
  const { text, lang } = shownText(useRecordContext<Translated>(), source);
  return (
    <Box component="span" lang={lang}>
      {text}
    </Box>
  );
}
