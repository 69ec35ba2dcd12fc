import { Box, Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Investor } from '../../api/investors';

/** Read by screen readers only: the links' warning that a new tab opens. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The application's PDFs, each a link with its title that opens in a new tab. */
export function InvestorFiles() {
  const record = useRecordContext<Investor>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.Files.length === 0) return <>{translate('applications.no_documents')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {record.Files.map((file) => (
        <li key={file.id}>
          <Link href={file.file_url} target="_blank" rel="noopener noreferrer">
            {file.title}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {` ${translate('applications.opens_in_new_tab')}`}
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}
