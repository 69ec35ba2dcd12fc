import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Investor } from '../../api/investors';
import { NewTabLink } from '../lists/NewTabLink';

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
          <NewTabLink href={file.file_url}>{file.title}</NewTabLink>
        </li>
      ))}
    </Box>
  );
}
