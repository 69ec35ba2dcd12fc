import { Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_FIELD_PREFIX, FILE_TITLE_PREFIX } from '../../../api/plainForms';
import { MB } from '../../../api/uploadLimits';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatToHundredths } from '../../numberFormat';
import { useInBrowser } from '../lazy/useInBrowser';
import { SiteIcon } from '../ui/SiteIcon';
import { binIcon } from '../ui/icons/binIcon';
import { paperClipIcon } from '../ui/icons/paperClipIcon';
import { pdfIcon } from '../ui/icons/pdfIcon';

interface DocumentSlotProps {
  /** The names of the slot's inputs in a form sent without scripts: `file-<slot>`, `title-<slot>`. */
  slot: string;
  title: string;
  file: File | undefined;
  /** Why the last pick was refused. */
  error: string | undefined;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/**
 * One optional PDF of the application. With scripts, a real button opens the file picker (the
 * native input stays hidden), so the control looks like the rest of the form and shows its
 * keyboard focus; without them, the native input is shown and posted with the form.
 */
export function DocumentSlot({ slot, title, file, error, disabled, onPick, onRemove }: DocumentSlotProps) {
  const { t } = useTranslation('infoCenter');
  const language = useLanguage();
  // Without scripts the browser's own file input is shown and sent with the form.
  const inBrowser = useInBrowser();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again is noticed.
    event.target.value = '';
    if (chosen) onPick(chosen);
  };

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-title`}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`${id}-title`} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {inBrowser && (
          <Button
            id={`${id}-choose`}
            variant="outlined"
            size="small"
            startIcon={<SiteIcon drawing={paperClipIcon} />}
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-labelledby={`${id}-choose ${id}-title`}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            {t(file ? 'form.replace' : 'form.choose')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          name={FILE_FIELD_PREFIX + slot}
          accept="application/pdf,.pdf"
          hidden={inBrowser}
          tabIndex={inBrowser ? -1 : undefined}
          aria-label={title}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={picked}
        />
        <input type="hidden" name={FILE_TITLE_PREFIX + slot} value={title} />
      </Box>
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SiteIcon drawing={pdfIcon} tone="primary" />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {file.name} ({t('form.size', { size: formatToHundredths(language, file.size / MB) })})
          </Typography>
          <IconButton
            size="small"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('form.remove', { name: file.name })}
          >
            <SiteIcon drawing={binIcon} size="small" />
          </IconButton>
        </Box>
      )}
      {error && (
        <FormHelperText error id={`${id}-error`} role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
