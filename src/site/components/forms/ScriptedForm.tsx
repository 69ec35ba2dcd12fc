import { Box, Stack } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useInBrowser } from '../lazy/useInBrowser';

type ScriptedFormProps = Omit<ComponentProps<'form'>, 'children' | 'method' | 'action'> & {
  /** Space between the fields, as Stack's spacing. */
  spacing: number;
  children: ReactNode;
};

/** Below the sticky navbar (64 px at most) with room for a field's floating label. */
const BELOW_NAVBAR = 88;

/**
 * A public form. With the page's scripts it is sent through the API and checked by our own
 * messages (`noValidate`: the browser's bubbles are not in the page's language nor under the
 * field). Without them (or before they arrive) it is a plain HTML form posted to the page's own
 * address, which the server answers with the page again (src/server/site/plainForms.ts): the
 * browser's own checks of `required` fields then stand in for ours.
 */
export function ScriptedForm({ spacing, children, ...form }: ScriptedFormProps) {
  const inBrowser = useInBrowser();
  const { pathname } = useLocation();
  return (
    <Box
      component="form"
      method="post"
      action={pathname}
      noValidate={inBrowser}
      sx={{ '& input, & textarea, & button': { scrollMarginTop: `${BELOW_NAVBAR}px` } }}
      {...form}
    >
      <Stack component="fieldset" spacing={spacing} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Moves the visitor to the first field (in the form's order) with a message and focuses it, so a
 * keyboard or screen reader starts where the form needs them; scrolled below the navbar.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, invalid: readonly string[]) {
  if (!form || invalid.length === 0) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && invalid.includes(element.getAttribute('name') ?? ''),
  );
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'start' });
}
