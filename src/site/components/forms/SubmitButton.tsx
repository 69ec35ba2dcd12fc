import { Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { type IconDrawing, SiteIcon } from '../ui/SiteIcon';

/**
 * The main button of a form: large, with its drawing before the words (signing in) or after them
 * (sending), which turns into a spinner, the button disabled, while the form is on its way.
 */
export function SubmitButton({
  drawing,
  drawingAt = 'start',
  sending,
  sx,
  children,
}: {
  drawing: IconDrawing;
  drawingAt?: 'start' | 'end';
  sending: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const icon = <SiteIcon drawing={drawing} />;
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      {...(drawingAt === 'start' ? { startIcon: icon } : { endIcon: icon })}
      loading={sending}
      loadingPosition={drawingAt}
      sx={sx}
    >
      {children}
    </Button>
  );
}
