import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type PlainFormAnswer, SENT_PARAMETER, sentReceipt, sentReference } from '../../../api/plainForms';
import { problemMessage } from './fieldMessages';
import { SentReference } from './SentReference';

interface PlainFormNoticeProps {
  answer: PlainFormAnswer | undefined;
  /** What the page says once the form was sent. */
  sent: string;
}

/**
 * What the server said to a form sent without scripts, above its fields: sent (the page's address
 * then carries `?sent=` and the application's reference, shown with it), or refused, as a whole or for the fields marked below; chosen files
 * must be chosen again, since a browser never fills a file input in.
 */
export function PlainFormNotice({ answer, sent }: PlainFormNoticeProps) {
  const { t } = useTranslation('notification');
  const { search } = useLocation();
  if (!answer) {
    const query = new URLSearchParams(search);
    if (!query.has(SENT_PARAMETER)) return null;
    const reference = sentReference(query);
    return (
      <>
        <Alert severity="success" role="status">
          {sent}
        </Alert>
        <SentReference reference={reference} receipt={sentReceipt(query)} />
      </>
    );
  }
  return (
    <>
      <Alert severity="error" role="alert">
        {answer.problem ? problemMessage(t, answer.problem) : t('problems.fixFields')}
      </Alert>
      {answer.hadFiles && <Alert severity="info">{t('problems.chooseFilesAgain')}</Alert>}
    </>
  );
}
