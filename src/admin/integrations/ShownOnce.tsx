import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A secret the server answers only once (a new API token, a webhook's signing secret): shown in
 * a read-only field with a copy button, until the admin says they have kept it.
 */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // A browser that refuses the clipboard: the text is selectable in the field.
      setCopied('failed');
    }
  };
  return (
    <Alert severity="warning" role="status">
      <Stack spacing={2}>
        <span>{translate('integrations.shown_once.warning')}</span>
        <TextField
          label={label}
          value={value}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('integrations.shown_once.copy')}
          </Button>
          {copied && (
            <span>
              {translate(copied === 'yes' ? 'integrations.shown_once.copied' : 'integrations.shown_once.copy_failed')}
            </span>
          )}
          <Button onClick={onDone}>{translate('integrations.shown_once.done')}</Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
