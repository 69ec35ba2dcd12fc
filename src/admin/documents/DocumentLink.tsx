import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { NewTabLink } from '../lists/NewTabLink';

/** A click on the link opens the PDF, not the row's edit screen. */
const keepToLink = (event: MouseEvent) => event.stopPropagation();

/**
 * The document's stored PDF (the record's `picture`, see the record shape in data/endpoints.ts),
 * as a link named after its title that opens in a new tab; nothing when there is none.
 */
export function DocumentLink() {
  const record = useRecordContext<{ picture: string | null; title?: string }>();
  const translate = useTranslate();
  if (!record?.picture) return null;
  return (
    <NewTabLink href={record.picture} onClick={keepToLink}>
      {translate('resources.documents.open_file', { title: record.title ?? '' })}
    </NewTabLink>
  );
}
