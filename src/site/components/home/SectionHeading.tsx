import { Typography } from '@mui/material';

/** The heading of a home section and the line under it, so that the sections read alike. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {intro}
      </Typography>
    </>
  );
}
