import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';

/**
 * HTML from the server, sanitised once more in the browser before it is shown (docs/product.md#better-than-before).
 * DOMPurify needs a DOM, so nothing is rendered on the server or before the first effect.
 */
export function SafeHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  // The DOM exists only once the component is in the browser, so the clean copy arrives by effect.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setClean(DOMPurify.sanitize(html)), [html]);
  if (clean === null) return null;
  return (
    <Box
      sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
