import { Box, type SxProps, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { DataTable, RichTextField, useLocaleState, useRecordContext, type RaRecord } from 'react-admin';
import type { ContentLanguage } from '../../api/translations';
import { contentLanguageOf, inLanguageLabel, shownText, type ShownText } from './recordText';

/** The interface's language, as the language records' texts are shown in. */
export function useInterfaceLanguage(): ContentLanguage {
  const [locale] = useLocaleState();
  return contentLanguageOf(locale);
}

/**
 * A small mark after a text shown in another language than the interface's: the language's code
 * (`UZ`) on screen, and for screen readers the words ("in Uzbek") in the interface's language.
 */
export function LanguageMark({ lang }: { lang: ContentLanguage }) {
  const label = inLanguageLabel(lang, useInterfaceLanguage());
  return (
    <Box
      component="abbr"
      title={label}
      sx={{
        ml: 0.75,
        px: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: '0.7rem',
        fontWeight: 500,
        lineHeight: 1.5,
        letterSpacing: '0.04em',
        textDecoration: 'none',
        color: 'text.secondary',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      <span aria-hidden="true">{lang.toUpperCase()}</span>
      <Box component="span" sx={visuallyHidden}>{` (${label})`}</Box>
    </Box>
  );
}

/** A shown text in its own language, with the mark when that is not the interface's. */
export function ShownTextView({ shown }: { shown: ShownText }) {
  return (
    <>
      <Box component="span" lang={shown.lang}>
        {shown.text}
      </Box>
      {shown.foreign && shown.text && <LanguageMark lang={shown.lang} />}
    </>
  );
}

/** `field` of `record` as the back office shows a record's text (recordText.ts's `shownText`). */
export function RecordText({ record, field }: { record: RaRecord | undefined; field: string }) {
  return <ShownTextView shown={shownText(record, field, useInterfaceLanguage())} />;
}

/**
 * A list's cell of a translated text, from the row's record; a `rich` one (HTML) is drawn by
 * react-admin's RichTextField, which sanitises it.
 */
export function TranslatedTextField({ source, rich, sx }: { source: string; rich?: boolean; sx?: SxProps<Theme> }) {
  const record = useRecordContext();
  const shown = shownText(record, source, useInterfaceLanguage());
  if (!rich) {
    return (
      <Box component="span" sx={sx}>
        <ShownTextView shown={shown} />
      </Box>
    );
  }
  return (
    <Box>
      <Box lang={shown.lang}>
        <RichTextField record={{ ...record, id: record?.id ?? '', [source]: shown.text }} source={source} sx={sx} />
      </Box>
      {shown.foreign && shown.text && <LanguageMark lang={shown.lang} />}
    </Box>
  );
}

/** A table's column of one translated text, sorted by it. */
export function TranslatedColumn({ source }: { source: string }) {
  return (
    <DataTable.Col source={source}>
      <TranslatedTextField source={source} />
    </DataTable.Col>
  );
}
