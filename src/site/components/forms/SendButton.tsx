import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { sendIcon } from '../ui/icons/sendIcon';
import { SubmitButton } from './SubmitButton';

/** The Send button of the public forms, on a line of its own. */
export function SendButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <Box>
      <SubmitButton drawing={sendIcon} drawingAt="end" sending={sending}>
        {children}
      </SubmitButton>
    </Box>
  );
}
