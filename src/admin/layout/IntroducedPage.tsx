import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

interface IntroducedPageProps {
  /** The page's heading and the app bar's title, a translation key. */
  title: string;
  /** The sentence under the heading, a translation key. */
  intro: string;
  maxWidth?: number;
  /** What the first card holds after the introduction (a form, a status). */
  opening: ReactNode;
  /** What follows the first card. */
  children?: ReactNode;
}

/**
 * A page of the back office's own (two-step sign-in, API tokens, webhooks): its title, then a first
 * card with its heading, a sentence of introduction and what the page does first, then the rest.
 */
export function IntroducedPage({ title, intro, maxWidth = 1000, opening, children }: IntroducedPageProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth }}>
      <Title title={title} />
      <Card component="section">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
              {translate(title)}
            </Typography>
            <Typography>{translate(intro)}</Typography>
            {opening}
          </Stack>
        </CardContent>
      </Card>
      {children}
    </Stack>
  );
}
