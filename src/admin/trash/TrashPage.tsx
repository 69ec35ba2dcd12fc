import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { TrashedItem } from '../../api/trash';
import { HeadedTable } from '../layout/HeadedTable';
import { asLine, contentLanguageOf } from '../lists/recordText';
import { ShownTextView } from '../lists/TranslatedTextField';
import { useEmptyTrash, useRestore, useTrash } from './trashCalls';
import { useStaffDates } from '../dates/useStaffDates';

/** The back office's address of the trash. */
export const TRASH_SCREEN_PATH = '/trash';

/** Removes everything in the trash for good, once an admin confirms. */
function EmptyTrashButton({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const emptying = useEmptyTrash();
  const empty = () =>
    emptying.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        notify('lists.trash.emptied', { type: 'success', messageArgs: { smart_count: deleted } });
        setOpen(false);
      },
      onError: () => notify('lists.trash.failed', { type: 'error' }),
    });
  return (
    <>
      <Button color="error" startIcon={<DeleteForeverIcon />} disabled={disabled} onClick={() => setOpen(true)}>
        {translate('lists.trash.empty')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="empty-trash-title">
        <DialogTitle id="empty-trash-title">{translate('lists.trash.confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('lists.trash.confirm_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={emptying.isPending} onClick={empty}>
            {translate('lists.trash.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function TrashRow({ item, locale }: { item: TrashedItem; locale: string }) {
  const { dateTime, date } = useStaffDates();
  const translate = useTranslate();
  const notify = useNotify();
  const restoring = useRestore();
  // The server names the item in the interface's language or the one it has (recordText.ts).
  const language = contentLanguageOf(locale);
  const shown = { text: item.title, lang: item.title_language, foreign: item.title_language !== language };
  const title = asLine(shown, language);
  const restore = () =>
    restoring.mutate(item, {
      onSuccess: () => notify('lists.trash.restored', { type: 'success', messageArgs: { title } }),
      onError: () => notify('lists.trash.failed', { type: 'error' }),
    });
  return (
    <TableRow>
      <TableCell>{translate(`resources.${item.resource}.name`, { smart_count: 1 })}</TableCell>
      <TableCell>
        <ShownTextView shown={shown} />
      </TableCell>
      <TableCell>
        <time dateTime={item.deleted_at}>{dateTime(item.deleted_at)}</time>
      </TableCell>
      <TableCell>
        <time dateTime={item.purge_at}>{date(item.purge_at)}</time>
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          startIcon={<RestoreFromTrashIcon />}
          disabled={restoring.isPending}
          onClick={restore}
          aria-label={translate('lists.trash.restore_item', { title })}
        >
          {translate('lists.trash.restore')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * The trash: what staff deleted from any content resource, latest first, each with its resource,
 * title and when it was deleted and goes for good; staff restore a record from here, and an admin
 * may empty it all at once.
 */
export function TrashPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string | undefined>();
  const trash = useTrash(contentLanguageOf(locale));
  const items = trash.data ?? [];
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="lists.trash.title" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography color="text.secondary">{translate('lists.trash.intro')}</Typography>
        {permissions === 'admin' && <EmptyTrashButton disabled={items.length === 0} />}
      </Stack>
      {trash.isError && <Alert severity="error">{translate('lists.trash.failed')}</Alert>}
      {trash.isSuccess && items.length === 0 && <Alert severity="info">{translate('lists.trash.nothing')}</Alert>}
      {items.length > 0 && (
        <HeadedTable
          label={translate('lists.trash.title')}
          headings={[
            'lists.trash.columns.resource',
            'lists.trash.columns.title',
            'lists.trash.columns.deleted_at',
            'lists.trash.columns.purge_at',
            null,
          ]}
        >
          {items.map((item) => (
            <TrashRow key={`${item.resource}-${item.id}`} item={item} locale={locale} />
          ))}
        </HeadedTable>
      )}
    </Box>
  );
}
