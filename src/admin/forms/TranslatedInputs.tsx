import { Children, type ReactNode, useMemo } from 'react';
import {
  RecordContextProvider,
  SourceContextProvider,
  TranslatableInputs,
  useRecordContext,
  useSourceContext,
  type Validator,
} from 'react-admin';
import { CONTENT_LANGUAGES } from '../../api/translations';

/**
 * Inside a language's tab, an input's `source` names the field: in English the record's old field
 * (`title`, the API's main text), in Russian and Uzbek `translations.<lang>.<field>`, as the API
 * answers and takes them (see translatedTexts.ts).
 */
function InLanguage({ children }: { children: ReactNode }) {
  const tab = useSourceContext();
  // The tab's own context names sources `<source>.<lang>`; only its language is needed here.
  const language = tab.getSource('field').split('.').pop();
  const source = {
    getSource: (field: string) => (language === 'en' ? field : `translations.${language}.${field}`),
    getLabel: tab.getLabel,
  };
  return <SourceContextProvider value={source}>{children}</SourceContextProvider>;
}

/**
 * The texts of a record in English, Russian and Uzbek, one tab each (react-admin's
 * TranslatableInputs); the tab of a language with a mistake turns red.
 */
export function TranslatedInputs({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  // TranslatableInputs derives a record per language (react-admin's getRecordForLocale) and, for
  // a record with keys named like a language (our `translations.en`), writes into the record it is
  // given. That record is react-query's cached copy (the list's, when the form opens from a list),
  // so the server's own copy would then differ and reset the form, losing what was typed. It gets
  // a copy of its own.
  const ownCopy = useMemo(() => (record ? structuredClone(record) : record), [record]);
  return (
    <RecordContextProvider value={ownCopy}>
      <TranslatableInputs locales={[...CONTENT_LANGUAGES]} defaultLocale="en" fullWidth>
        {Children.map(children, (child) => (
          <InLanguage>{child}</InLanguage>
        ))}
      </TranslatableInputs>
    </RecordContextProvider>
  );
}

/**
 * A rule for the English text only: every item has English, which the site shows wherever a
 * Russian or Uzbek text is missing, so those may stay empty.
 */
export const inEnglish =
  (rule: Validator): Validator =>
  (value, values, props: { finalSource?: string } | undefined) =>
    props?.finalSource?.startsWith('translations.') ? undefined : rule(value, values, props);
