import ShortcutIcon from '@mui/icons-material/Shortcut';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  CreateBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { type MissedAddress, readablePath } from '../../api/redirects';
import { RedirectInputs } from './RedirectInputs';

/** Cancel and Save under the small form: Cancel closes it, nothing stored. */
function DialogToolbar({ onCancel }: { onCancel: () => void }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Button label="ra.action.cancel" onClick={onCancel} />
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}

/**
 * "Redirect to…" on a missed address: a small form that stores a 301 from it. Once saved, the
 * server takes the address out of the missed list, so the list is read again.
 */
export function RedirectToButton() {
  const record = useRecordContext<MissedAddress>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const close = () => setOpen(false);
  const saved = () => {
    close();
    notify('lists.redirects.saved', { type: 'success', messageArgs: { path: readablePath(record.path) } });
    refresh();
  };
  return (
    <>
      <Button
        label="lists.redirects.redirect_to"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <ShortcutIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{translate('lists.redirects.dialog_title', { path: readablePath(record.path) })}</DialogTitle>
        <DialogContent>
          <CreateBase
            resource="redirects"
            record={{ from_path: record.path, to: '' }}
            redirect={false}
            mutationOptions={{ onSuccess: saved }}
          >
            <SimpleForm toolbar={<DialogToolbar onCancel={close} />} sx={{ p: 0 }}>
              <RedirectInputs fromReadOnly />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
}
