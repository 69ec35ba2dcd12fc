import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useInBrowser } from '../lazy/useInBrowser';

/**
 * HTML from the server, sanitised once more in the browser before it is shown (defence in depth). The
 * server render (and hydration, which keeps what the server sent) shows the body as the server
 * stored it, already cleaned by its allow-list when it was written (src/server/content/richText.ts), so it
 * is there without scripts too; DOMPurify needs a DOM and cleans every body the browser adds.
 */
export function SafeHtml({ html }: { html: string }) {
  const scripted = useInBrowser();
  const clean = useMemo(() => (scripted ? DOMPurify.sanitize(html) : html), [html, scripted]);
  return (
    <Box
      sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
