import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface BusyButtonProps extends Omit<ButtonProps, 'startIcon' | 'loading' | 'loadingPosition' | 'children'> {
  icon: ReactNode;
  /** Its action is under way: the icon turns into a spinner, and the button waits. */
  busy: boolean;
  /** Its words, a translation key. */
  label: string;
}

/**
 * A button of the back office's own screens (two-step sign-in, integrations) that shows its action
 * under way: by default its form's submit button, filled.
 */
export function BusyButton({ icon, busy, label, type = 'submit', variant = 'contained', ...props }: BusyButtonProps) {
  const translate = useTranslate();
  return (
    <Button type={type} variant={variant} startIcon={icon} loading={busy} loadingPosition="start" {...props}>
      {translate(label)}
    </Button>
  );
}
