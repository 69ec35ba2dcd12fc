import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface FactCardProps {
  title: string;
  text: string;
  /** The title's and the text's languages, where they are not the page's (a record's texts shown in another). */
  titleLang?: string;
  textLang?: string;
  children?: ReactNode;
}

/**
 * One fact of a park page as a grid item: its title, anything the page adds (Region's hectares),
 * then its text.
 */
export function FactCard({ title, text, titleLang, textLang, children }: FactCardProps) {
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography variant="h3" gutterBottom lang={titleLang}>
          {title}
        </Typography>
        {children}
        <Typography color="text.secondary" lang={textLang}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}
