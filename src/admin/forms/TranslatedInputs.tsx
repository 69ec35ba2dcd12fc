import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack } from '@mui/material';
import { Children, type ReactNode, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  RecordContextProvider,
  SourceContextProvider,
  TranslatableInputs,
  useRecordContext,
  useResourceContext,
  useSourceContext,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import { slugFieldOf } from '../../api/contentFields';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';

/**
 * Inside a language's tab, an input's `source` names the field: in English the record's old field
 * (`title`, the API's main text), in Russian and Uzbek `translations.<lang>.<field>`, as the API
 * answers and takes them (see translatedTexts.ts).
 */
const sourceIn = (language: string, field: string) => (language === 'en' ? field : `translations.${language}.${field}`);

/** The language of the tab around, read from the tab's own context (which names sources `<source>.<lang>`). */
const useTabLanguage = () => useSourceContext().getSource('field').split('.').pop() as ContentLanguage;

function InLanguage({ children }: { children: ReactNode }) {
  const tab = useSourceContext();
  const language = useTabLanguage();
  const source = { getSource: (field: string) => sourceIn(language, field), getLabel: tab.getLabel };
  return <SourceContextProvider value={source}>{children}</SourceContextProvider>;
}

const hasText = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

/**
 * At the top of a language's tab, a button per other language that fills this tab's texts (every
 * text the resource declares) with that language's, for staff to translate from there. A language
 * with no text yet offers nothing to copy.
 */
function CopyFromLanguage() {
  const language = useTabLanguage();
  const translate = useTranslate();
  const resource = useResourceContext();
  const declared = CONTENT_RESOURCES.find((candidate) => candidate.name === resource);
  // A slug is the page's address in its own language, made from its own title: never a copy.
  const slug = slugFieldOf(declared?.fieldMap)?.name;
  const fields = (declared?.texts ?? []).filter((field: string) => field !== slug);
  const { setValue, getValues } = useFormContext();
  // Watched, so that a button turns on as soon as its language gets a text.
  useWatch({ name: ['translations', ...fields] });
  const others = CONTENT_LANGUAGES.filter((other) => other !== language);
  const copy = (from: ContentLanguage) => {
    for (const field of fields) {
      const text = getValues(sourceIn(from, field));
      if (hasText(text)) setValue(sourceIn(language, field), text, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
      {others.map((from) => (
        <Button
          key={from}
          size="small"
          startIcon={<ContentCopyIcon />}
          disabled={!fields.some((field) => hasText(getValues(sourceIn(from, field))))}
          onClick={() => copy(from)}
        >
          {translate(`forms.copy.from_${from}`)}
        </Button>
      ))}
    </Stack>
  );
}

const isContentLanguage = (language: string): language is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(language);

/**
 * The texts of a record in English, Russian and Uzbek, one tab each (react-admin's
 * TranslatableInputs), each tab able to copy another's texts; the tab of a language with a mistake
 * turns red. The form opens on the tab of the interface's language: a Russian-speaking staff member
 * types Russian, and it has to land in the Russian texts, not the English ones.
 */
export function TranslatedInputs({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  const [interfaceLanguage] = useLocaleState();
  const firstTab = isContentLanguage(interfaceLanguage) ? interfaceLanguage : 'en';
  // TranslatableInputs derives a record per language (react-admin's getRecordForLocale) and, for
  // a record with keys named like a language (our `translations.en`), writes into the record it is
  // given. That record is react-query's cached copy (the list's, when the form opens from a list),
  // so the server's own copy would then differ and reset the form, losing what was typed. It gets
  // a copy of its own.
  const ownCopy = useMemo(() => (record ? structuredClone(record) : record), [record]);
  return (
    <RecordContextProvider value={ownCopy}>
      <TranslatableInputs locales={[...CONTENT_LANGUAGES]} defaultLocale={firstTab} fullWidth>
        <CopyFromLanguage />
        {Children.map(children, (child) => (
          <InLanguage>{child}</InLanguage>
        ))}
      </TranslatableInputs>
    </RecordContextProvider>
  );
}

/**
 * A rule for a text a record needs in at least one language, not in each: an empty input passes
 * while another language has the text (which the site then shows in its place), so a record may be
 * written in Russian or Uzbek alone. With the text in no language, every tab shows the message.
 */
export const inSomeLanguage =
  (rule: Validator): Validator =>
  (value, values: Record<string, unknown>, props: { finalSource?: string } | undefined) => {
    const refused = rule(value, values, props);
    if (!refused) return undefined;
    const field = props?.finalSource?.split('.').pop();
    const translations = values.translations as Partial<Record<string, Record<string, unknown>>> | undefined;
    const written = (language: ContentLanguage) =>
      field !== undefined &&
      !rule(language === 'en' ? values[field] : translations?.[language]?.[field], values, props);
    return CONTENT_LANGUAGES.some(written) ? undefined : refused;
  };

/**
 * A rule for the English text only, for the park's details (settings), which always have English
 * and show it wherever a Russian or Uzbek text is missing, so those may stay empty. A content
 * record, which may start in any language, takes `inSomeLanguage` instead.
 */
export const inEnglish =
  (rule: Validator): Validator =>
  (value, values, props: { finalSource?: string } | undefined) =>
    props?.finalSource?.startsWith('translations.') ? undefined : rule(value, values, props);
