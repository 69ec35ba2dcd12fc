import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';

/**
 * An applicant's right to erasure: staff type the e-mail address the applicant wrote, confirm, and
 * every contact request and application sent from it goes, documents and all. The notice says how
 * much went, which is what staff tell the applicant.
 */
export function EraseApplicantButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [erasing, setErasing] = useState(false);

  const close = () => {
    setOpen(false);
    setEmail('');
    setError(undefined);
  };

  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErasing(true);
    try {
      const erased = await dataProvider.eraseApplicant(email);
      notify('applications.erase.done', { type: 'success', messageArgs: { ...erased, email: email.trim() } });
      close();
      refresh();
    } catch (failure) {
      const fieldError =
        failure instanceof HttpError ? (failure.body as { errors?: { email?: string } })?.errors?.email : undefined;
      setError(fieldError ?? translate('applications.erase.failed'));
    } finally {
      setErasing(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<PersonRemoveIcon />} onClick={() => setOpen(true)}>
        {translate('applications.erase.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="erase-applicant-title">
        <form onSubmit={(event) => void erase(event)}>
          <DialogTitle id="erase-applicant-title">{translate('applications.erase.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('applications.erase.explanation')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              required
              type="email"
              label={translate('applications.erase.email')}
              value={email}
              error={Boolean(error)}
              helperText={error}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={erasing}>
              {translate('applications.erase.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
