import { Box, Stack } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { useInBrowser } from '../lazy/useInBrowser';

type ScriptedFormProps = Omit<ComponentProps<'form'>, 'children'> & {
  /** Space between the fields, as Stack's spacing. */
  spacing: number;
  children: ReactNode;
};

/**
 * A public form. Sending needs the page's scripts, so its fields stay disabled in the server's
 * HTML until the page is hydrated: nothing typed or clicked before is lost, and a visitor without
 * scripts sees the form without a button that would do nothing.
 */
export function ScriptedForm({ spacing, children, ...form }: ScriptedFormProps) {
  const inBrowser = useInBrowser();
  return (
    <Box component="form" {...form}>
      <Stack component="fieldset" disabled={!inBrowser} spacing={spacing} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}
