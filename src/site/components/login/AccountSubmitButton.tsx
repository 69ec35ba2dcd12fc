import { Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { type IconDrawing, SiteIcon } from '../ui/SiteIcon';

/** The main button of a sign-in form: large, with its drawing, which turns into a spinner while the form is sent. */
export function AccountSubmitButton({
  drawing,
  sending,
  sx,
  children,
}: {
  drawing: IconDrawing;
  sending: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      startIcon={<SiteIcon drawing={drawing} />}
      loading={sending}
      loadingPosition="start"
      sx={sx}
    >
      {children}
    </Button>
  );
}
