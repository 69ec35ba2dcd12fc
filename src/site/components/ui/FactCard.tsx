import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One fact of a park page as a grid item: its title, anything the page adds (Region's hectares),
 * then its text.
 */
export function FactCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography variant="h3" gutterBottom>
          {title}
        </Typography>
        {children}
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}
