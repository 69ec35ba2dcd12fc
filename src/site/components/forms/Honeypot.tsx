import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Moved off screen rather than `display: none`, which many bots recognise and skip. */
const OFF_SCREEN = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' };

/**
 * The bot trap of the public forms: a field people never see, reach or hear (off screen,
 * aria-hidden, out of the tab order, no autofill), which form-filling bots fill in. The server
 * answers a filled one as a success and keeps nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('common');
  return (
    <Box aria-hidden="true" sx={OFF_SCREEN}>
      <label>
        {t('honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </Box>
  );
}
