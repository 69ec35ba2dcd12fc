import { Box, Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

/** Read by screen readers only: the link's warning that a new tab opens. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
    <Link href={record.picture} target="_blank" rel="noopener noreferrer" onClick={keepToLink}>
      {translate('resources.documents.open_file', { title: record.title ?? '' })}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {` ${translate('applications.opens_in_new_tab')}`}
      </Box>
    </Link>
  );
}
