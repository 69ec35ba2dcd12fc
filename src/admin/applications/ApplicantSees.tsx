import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Reply } from '../../api/applicationReplies';
import { publicStatusOf } from '../../api/applicationStatus';

/** The status the applicant reads on their page, in staff's language: staff's own status and the thread decide it. */
export function ApplicantSees() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; status: string; replies?: Reply[] }>();
  if (!record) return null;
  const seen = publicStatusOf(record.status, record.replies ?? []);
  return (
    <Typography variant="body2" color="text.secondary" data-applicant-sees={seen}>
      {translate('applications.applicant_sees', { status: translate(`applications.public_status.${seen}`) })}
    </Typography>
  );
}
