import { Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MB } from '../../../api/uploadLimits';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatToHundredths } from '../../numberFormat';
import { SiteIcon } from '../ui/SiteIcon';
import { binIcon } from '../ui/icons/binIcon';
import { paperClipIcon } from '../ui/icons/paperClipIcon';
import { pdfIcon } from '../ui/icons/pdfIcon';

interface DocumentSlotProps {
  title: string;
  file: File | undefined;
  /** Why the last pick was refused. */
  error: string | undefined;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/**
 * One optional PDF of the application. A real button opens the file picker (the native input
 * stays hidden), so the control looks like the rest of the form and shows its keyboard focus.
 */
export function DocumentSlot({ title, file, error, disabled, onPick, onRemove }: DocumentSlotProps) {
  const { t } = useTranslation('infoCenter');
  const language = useLanguage();
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
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          tabIndex={-1}
          aria-label={title}
          onChange={picked}
        />
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
