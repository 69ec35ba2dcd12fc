import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { NewTabLink } from '../lists/NewTabLink';
import { asLine, shownText } from '../lists/recordText';
import { useInterfaceLanguage } from '../lists/TranslatedTextField';

/** A click on the link opens the PDF, not the row's edit screen. */
const keepToLink = (event: MouseEvent) => event.stopPropagation();

/**
 * The document's stored PDF (the record's `picture`, see the record shape in data/endpoints.ts),
 * as a link named after its title that opens in a new tab; nothing when there is none.
 */
export function DocumentLink() {
  const record = useRecordContext<{ id: number; picture: string | null }>();
  const translate = useTranslate();
  const language = useInterfaceLanguage();
  if (!record?.picture) return null;
  const title = asLine(shownText(record, 'title', language), language);
  return (
    <NewTabLink href={record.picture} onClick={keepToLink}>
      {translate('resources.documents.open_file', { title })}
    </NewTabLink>
  );
}
