import { Box, Stack } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useInBrowser } from '../lazy/useInBrowser';

type ScriptedFormProps = Omit<ComponentProps<'form'>, 'children' | 'method' | 'action'> & {
  /** Space between the fields, as Stack's spacing. */
  spacing: number;
  /**
   * The server also takes the form as a plain POST to the page's address (the contact and
   * investor forms, src/server/site/plainForms.ts). Any other form needs the scripts: its fields
   * stay disabled in the server's HTML until the page is hydrated.
   */
  plain?: boolean;
  children: ReactNode;
};

/** Below the sticky navbar (64 px at most) with room for a field's floating label. */
const BELOW_NAVBAR = 88;

/**
 * A public form, sent through the API by the page's scripts. A plain one works without them too
 * (or before they arrive): a plain HTML form posted to the page's own address, which the server
 * answers with the page again, the browser's own checks of `required` fields standing in for
 * ours; with the scripts, our messages replace the browser's bubbles (`noValidate`), which are
 * neither in the page's language nor under the field.
 */
export function ScriptedForm({ spacing, plain = false, children, ...form }: ScriptedFormProps) {
  const inBrowser = useInBrowser();
  const { pathname } = useLocation();
  const asPlainForm = plain ? { method: 'post', action: pathname, noValidate: inBrowser } : {};
  return (
    <Box
      component="form"
      {...asPlainForm}
      sx={{ '& input, & textarea, & button': { scrollMarginTop: `${BELOW_NAVBAR}px` } }}
      {...form}
    >
      <Stack
        component="fieldset"
        disabled={!plain && !inBrowser}
        spacing={spacing}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
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
